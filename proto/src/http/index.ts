import { billingContracts } from './billing/index.ts';
import { bookingContracts } from './booking/index.ts';
import type { RouteContract } from './contract.ts';
import { documentsContracts } from './documents/index.ts';
import { identityContracts } from './identity/index.ts';
import { membershipContracts } from './membership/index.ts';
import { notificationContracts } from './notification/index.ts';
import { schedulingContracts } from './scheduling/index.ts';
import { statisticsContracts } from './statistics/index.ts';

// Contracts live by service and resource: `http/<service>/index.ts` gathers a service's
// contracts as `<service>Contracts`; a service splits into one file per resource (as identity
// does) once its file grows past what one screen reads. "Routes" is kept for the services'
// route registrations and the web app's pages.

export * from './contract.ts';
export * from './common.ts';
export * from './body-limits.ts';

const contractsOf = (group: object): RouteContract[] => Object.values(group) as RouteContract[];

/** Every public endpoint; the gateway's route table and OpenAPI document are built from it. */
export const allContracts: readonly RouteContract[] = [
  ...contractsOf(identityContracts),
  ...contractsOf(membershipContracts),
  ...contractsOf(schedulingContracts),
  ...contractsOf(bookingContracts),
  ...contractsOf(billingContracts),
  ...contractsOf(documentsContracts),
  ...contractsOf(notificationContracts),
  ...contractsOf(statisticsContracts),
];
export * from './identity/index.ts';
export * from './membership/index.ts';
export * from './scheduling/index.ts';
export * from './booking/index.ts';
export * from './billing/index.ts';
export * from './documents/index.ts';
export * from './notification/index.ts';
export * from './statistics/index.ts';
