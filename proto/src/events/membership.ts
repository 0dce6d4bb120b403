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
