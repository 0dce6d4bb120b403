import type { RouteContract } from '../contract.ts';
import { membershipApplicationContracts } from './application.ts';
import { membershipAttendeeCheckContracts } from './attendee-checks.ts';
import { membershipAttendeeListContracts } from './attendee-lists.ts';
import { membershipAttendeeContracts } from './attendees.ts';
import { membershipGdprContracts } from './gdpr.ts';
import { membershipCatalogueContracts } from './catalogue.ts';
import { membershipContactContracts } from './contacts.ts';
import { membershipInterestedContracts } from './interested.ts';
import { membershipMyMembershipContracts } from './my-membership.ts';
import { membershipCostContracts } from './costs.ts';
import { membershipReferenceParentContracts } from './reference-parents.ts';
import { membershipReferenceContracts } from './references.ts';
import { membershipQrRegistrationContracts } from './qr-registration.ts';
import { membershipRequestContracts } from './requests.ts';
import { membershipTariffContracts } from './tariffs.ts';

// Membership's contracts, one file per resource.

export * from './attendees.ts';
export * from './attendee-checks.ts';
export * from './attendee-lists.ts';
export * from './interested.ts';
export * from './contacts.ts';
export * from './catalogue.ts';
export * from './costs.ts';
export * from './reference-parents.ts';
export * from './references.ts';
export * from './requests.ts';
export * from './tariffs.ts';
export * from './gdpr.ts';
export * from './application.ts';
export * from './qr-registration.ts';
export * from './my-membership.ts';

/** Every membership contract, in the order the gateway's route table and OpenAPI document list them. */
export const membershipContracts = {
  ...membershipAttendeeListContracts,
  ...membershipAttendeeCheckContracts,
  ...membershipInterestedContracts,
  ...membershipAttendeeContracts,
  ...membershipContactContracts,
  ...membershipCatalogueContracts,
  ...membershipReferenceContracts,
  ...membershipReferenceParentContracts,
  ...membershipCostContracts,
  ...membershipTariffContracts,
  ...membershipRequestContracts,
  ...membershipGdprContracts,
  ...membershipApplicationContracts,
  ...membershipQrRegistrationContracts,
  ...membershipMyMembershipContracts,
} satisfies Record<string, RouteContract>;
