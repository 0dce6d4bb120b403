import { z } from 'zod';
import { defineEvent } from './envelope.ts';

export const AttendeeMembership = z.object({
  membershipTypeId: z.uuid(),
  fromDate: z.string(),
  tillDate: z.string().nullable(),
});

/** Carries what booking, billing and identity need: who, the login to create, the memberships. */
export const AttendeeCreated = defineEvent(
  'membership.attendee.created',
  1,
  z.object({
    attendeeId: z.uuid(),
    applicationUserId: z.uuid().nullable(),
    userName: z.string().nullable(),
    email: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    memberships: z.array(AttendeeMembership),
  }),
);

/**
 * A member signed a SEPA direct-debit mandate (the public membership application): billing keeps
 * it as the attendee's payment data. Without a reference billing assigns one.
 */
export const MandateGiven = defineEvent(
  'membership.mandate.given',
  1,
  z.object({
    attendeeId: z.uuid(),
    iban: z.string().max(42),
    holder: z.string().min(1).max(140),
    mandateReference: z.string().max(35).nullish(),
    signedDate: z.iso.date(),
  }),
);

/**
 * An attendee changed (data, memberships, or an interested person became a member: then
 * applicationUserId and userName are new and identity creates the login as for a new attendee).
 * Validity: `active`, `fromDate`, `tillDate` of the attendee itself and its memberships' dates.
 */
export const AttendeeUpdated = defineEvent(
  'membership.attendee.updated',
  1,
  AttendeeCreated.payload.extend({
    memberNumber: z.string().nullable(),
    mainLocationId: z.uuid().nullable(),
    active: z.boolean(),
    fromDate: z.string().nullable(),
    tillDate: z.string().nullable(),
  }),
);

/** Soft-deleted: the attendee leaves every list; the memberships it held are named for billing's records. */
export const AttendeeDeleted = defineEvent(
  'membership.attendee.deleted',
  1,
  z.object({
    attendeeId: z.uuid(),
    applicationUserId: z.uuid().nullable(),
    memberships: z.array(AttendeeMembership),
    deletedDate: z.string(),
  }),
);
