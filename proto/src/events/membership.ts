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
