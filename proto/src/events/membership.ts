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
 * A membership type was created or changed: billing bills its cost per period. `yearly` marks a
 * yearly cost (entry type YearlyMembershipCost); discounts apply by date, the first match wins.
 */
export const MembershipTypeSaved = defineEvent(
  'membership.membership-type.saved',
  1,
  z.object({
    membershipTypeId: z.uuid(),
    name: z.string(),
    cost: z.number().int(),
    yearly: z.boolean().default(false),
    discounts: z
      .array(
        z.object({
          altName: z.string().nullable(),
          altCost: z.number().int(),
          dateFrom: z.string().nullable(),
          dateTill: z.string().nullable(),
        }),
      )
      .default([]),
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
