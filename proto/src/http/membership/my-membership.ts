import { z } from 'zod';
import { LocalDate, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';

// Spec section 2 /my-membership: the signed-in member's own memberships with their costs and
// requests; a termination is asked for with POST /api/MembershipRequests (type 4).

export const MyMembershipEntry = z.object({
  id: Uuid,
  membershipTypeId: Uuid,
  membershipTypeName: z.string(),
  fromDate: LocalDate,
  tillDate: LocalDate.optional(),
  /** Valid today (both ends inclusive). */
  active: z.boolean(),
  /** Today's price in cents for the member's status (first-match discount rule). */
  cost: z.number().int(),
  /** The cost is per year, else per month. */
  yearly: z.boolean(),
});

export const MyMembershipRequest = z.object({
  id: Uuid,
  type: z.number().int(),
  status: z.number().int(),
  membershipTypeId: Uuid.optional(),
  endDate: LocalDate.optional(),
  createdDate: z.string(),
});

/** A login without an attendee (staff, or a member not yet known here) has no memberships: all empty. */
export const MyMembership = z.object({
  attendeeId: Uuid.nullable(),
  fullName: z.string().nullable(),
  memberNumber: z.string().nullable(),
  memberships: z.array(MyMembershipEntry),
  requests: z.array(MyMembershipRequest),
});
export type MyMembership = z.infer<typeof MyMembership>;

export const membershipMyMembershipContracts = {
  getMyMembership: route({
    method: 'GET',
    path: '/api/Attendees/MyMembership',
    service: 'membership',
    access: screenRoles('/my-membership'),
    summary: "The caller's own memberships (types, from/till, today's cost) and membership requests",
    response: MyMembership,
  }),
} as const;
