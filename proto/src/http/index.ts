import { billingRoutes } from './billing.ts';
import { bookingRoutes } from './booking.ts';
import type { RouteContract } from './contract.ts';
import { documentRoutes } from './documents.ts';
import { identityRoutes } from './identity.ts';
import { identityAuthRoutes } from './identity-auth.ts';
import { identityOrganisationRoutes } from './identity-organisation.ts';
import { identityUserRoutes } from './identity-users.ts';
import { membershipRoutes } from './membership.ts';
import { notificationRoutes } from './notification.ts';
import { schedulingRoutes } from './scheduling.ts';
import { statisticsRoutes } from './statistics.ts';

export * from './contract.ts';
export * from './common.ts';
export * from './body-limits.ts';

const routesOf = (group: object): RouteContract[] => Object.values(group) as RouteContract[];

/** Every public endpoint; the gateway's route table and OpenAPI document are built from it. */
export const allRoutes: readonly RouteContract[] = [
  ...routesOf(identityRoutes),
  ...routesOf(identityUserRoutes),
  ...routesOf(identityAuthRoutes),
  ...routesOf(identityOrganisationRoutes),
  ...routesOf(membershipRoutes),
  ...routesOf(schedulingRoutes),
  ...routesOf(bookingRoutes),
  ...routesOf(billingRoutes),
  ...routesOf(documentRoutes),
  ...routesOf(notificationRoutes),
  ...routesOf(statisticsRoutes),
];
export * from './identity.ts';
export * from './identity-users.ts';
export * from './identity-auth.ts';
export * from './identity-organisation.ts';
export * from './membership.ts';
export * from './scheduling.ts';
export * from './booking.ts';
export * from './billing.ts';
export * from './documents.ts';
export * from './notification.ts';
export * from './statistics.ts';
