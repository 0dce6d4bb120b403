import { z } from 'zod';
import { IdParams, LocalDate, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import { AttendeeMembershipInput, MembershipOfAttendee } from './attendees.ts';

// Member numbers, future bookings and the memberships an attendee holds.

export const FutureBookings = z.object({
  hasFutureBookings: z.boolean(),
  /** Uncancelled bookings (confirmed or waiting) from today on. */
  count: z.number().int(),
});
export const NextMemberNumber = z.object({ memberNumber: z.string() });
export const MemberNumberUnique = z.object({ isUnique: z.boolean() });
export const MemberNumberParams = z.object({ number: z.string().trim().max(40) });
/** The attendee being edited keeps its own number. */
export const MemberNumberQuery = z.object({ id: Uuid.optional() });
export const EndMembershipBody = z.object({ tillDate: LocalDate });
export const MembershipParams = z.object({ id: Uuid, membershipId: Uuid });

const attendees = screenRoles('/attendees');

export const membershipAttendeeCheckContracts = {
  checkFutureBookings: route({
    method: 'GET',
    path: '/api/Attendees/CheckIfAttendeeHasFutureBookings/:id',
    service: 'membership',
    access: attendees,
    permission: 'attendeesView',
    summary: "Whether the attendee has uncancelled bookings from today on (booking's facts)",
    params: IdParams,
    response: FutureBookings,
  }),
  getNextMemberNumber: route({
    method: 'GET',
    path: '/api/Attendees/GetNextMemberNumber',
    service: 'membership',
    access: attendees,
    permission: 'attendeesView',
    summary: 'The highest numeric member number plus one (1 when there is none)',
    response: NextMemberNumber,
  }),
  isUniqueMemberNumber: route({
    method: 'GET',
    path: '/api/Attendees/IsUniqueMemberNumber/:number',
    service: 'membership',
    access: attendees,
    permission: 'attendeesView',
    summary: 'Whether no other attendee of the company has this member number (?id: the attendee being edited)',
    params: MemberNumberParams,
    query: MemberNumberQuery,
    response: MemberNumberUnique,
  }),
  addMembership: route({
    method: 'POST',
    path: '/api/Attendees/:id/Memberships',
    service: 'membership',
    access: attendees,
    permission: 'attendeesEdit',
    summary: 'Give an attendee a membership of a type from a date (optionally till a date)',
    params: IdParams,
    body: AttendeeMembershipInput,
    response: MembershipOfAttendee,
  }),
  endMembership: route({
    method: 'PUT',
    path: '/api/Attendees/:id/Memberships/:membershipId/End',
    service: 'membership',
    access: attendees,
    permission: 'attendeesEdit',
    summary: 'End a membership on a date (not before it began)',
    params: MembershipParams,
    body: EndMembershipBody,
    response: MembershipOfAttendee,
  }),
} as const;
