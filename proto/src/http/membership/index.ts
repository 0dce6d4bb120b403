import type { RouteContract } from '../contract.ts';
import { membershipAttendeeCheckContracts } from './attendee-checks.ts';
import { membershipAttendeeListContracts } from './attendee-lists.ts';
import { membershipAttendeeContracts } from './attendees.ts';
import { membershipCatalogueContracts } from './catalogue.ts';
import { membershipContactContracts } from './contacts.ts';
import { membershipInterestedContracts } from './interested.ts';

// Membership's contracts, one file per resource.

export * from './attendees.ts';
export * from './attendee-checks.ts';
export * from './attendee-lists.ts';
export * from './interested.ts';
export * from './contacts.ts';
export * from './catalogue.ts';

/** Every membership contract, in the order the gateway's route table and OpenAPI document list them. */
export const membershipContracts = {
  ...membershipAttendeeListContracts,
  ...membershipAttendeeCheckContracts,
  ...membershipInterestedContracts,
  ...membershipAttendeeContracts,
  ...membershipContactContracts,
  ...membershipCatalogueContracts,
} satisfies Record<string, RouteContract>;
