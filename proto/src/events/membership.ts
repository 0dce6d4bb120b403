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
