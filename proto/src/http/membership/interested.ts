import { z } from 'zod';
import { Created, IdParams, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import { UserName } from '../identity/session.ts';
import { blankAsNull } from '../scheduling/recurrence.ts';
import { Attendee, AttendeeMembershipInput, PersonFields } from './attendees.ts';

// Spec sections 4 and 7: interested persons (attendees without a login) and their conversion.

export const InterestedInput = PersonFields;
export type InterestedInput = z.infer<typeof InterestedInput>;

/** A user name converts the interested person into a member: a login, a member number, memberships. */
export const UpdateInterestedInput = PersonFields.extend({
  userName: blankAsNull(UserName),
  memberNumber: blankAsNull(z.string().max(40)),
  membershipTypes: z.array(AttendeeMembershipInput).max(20).default([]),
});
export type UpdateInterestedInput = z.infer<typeof UpdateInterestedInput>;

const attendees = screenRoles('/attendees');

export const membershipInterestedContracts = {
  addInterested: route({
    method: 'POST',
    path: '/api/Attendees/AddInterested/:locationId',
    service: 'membership',
    access: attendees,
    permission: 'interestedCreateDelete',
    summary: 'Add an interested person (no login) at a location of the company',
    params: z.object({ locationId: Uuid }),
    body: InterestedInput,
    response: Created,
  }),
  updateInterested: route({
    method: 'PUT',
    path: '/api/Attendees/UpdateInterested/:id',
    service: 'membership',
    access: attendees,
    permission: 'interestedEdit',
    summary: 'Update an interested person; with a user name it becomes a member (needs attendeesCreateDelete too)',
    params: IdParams,
    body: UpdateInterestedInput,
    response: Attendee,
  }),
  deleteInterested: route({
    method: 'DELETE',
    path: '/api/Attendees/DeleteInterested/:id',
    service: 'membership',
    access: attendees,
    permission: 'interestedCreateDelete',
    summary: 'Soft-delete an interested person (members answer 404 here)',
    params: IdParams,
  }),
} as const;
