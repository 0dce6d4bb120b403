import type { RouteContract } from '../contract.ts';
import { membershipAttendeeContracts } from './attendees.ts';
import { membershipCatalogueContracts } from './catalogue.ts';

// Membership's contracts, one file per resource.

export * from './attendees.ts';
export * from './catalogue.ts';

/** Every membership contract, in the order the gateway's route table and OpenAPI document list them. */
export const membershipContracts = {
  ...membershipAttendeeContracts,
  ...membershipCatalogueContracts,
} satisfies Record<string, RouteContract>;
