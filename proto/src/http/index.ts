import { billingRoutes } from './billing.ts';
import { bookingRoutes } from './booking.ts';
import type { RouteContract } from './contract.ts';
import { documentRoutes } from './documents.ts';
import { identityRoutes } from './identity.ts';
import { membershipRoutes } from './membership.ts';
import { notificationRoutes } from './notification.ts';
import { schedulingRoutes } from './scheduling.ts';
import { statisticsRoutes } from './statistics.ts';

export * from './contract.ts';
export * from './common.ts';

/** Every public endpoint; the gateway's route table and OpenAPI document are built from it. */
export const allRoutes: readonly RouteContract[] = [
  ...Object.values(identityRoutes),
  ...Object.values(membershipRoutes),
  ...Object.values(schedulingRoutes),
  ...Object.values(bookingRoutes),
  ...Object.values(billingRoutes),
  ...Object.values(documentRoutes),
  ...Object.values(notificationRoutes),
  ...Object.values(statisticsRoutes),
];
export * from './identity.ts';
export * from './membership.ts';
export * from './scheduling.ts';
export * from './booking.ts';
export * from './billing.ts';
export * from './documents.ts';
export * from './notification.ts';
export * from './statistics.ts';
