import { randomUUID } from 'node:crypto';
import { forbidden, notFound, type Db } from '@takt/kit';
import { hasPermission, type UpdateInterestedInput, type UserCaller } from '@takt/proto';
import { isInterested, normalizeMemberNumber } from '../domain/attendee.ts';
import { publishAttendeeUpdated } from '../events/attendee-changed.ts';
import { findAttendee, updateAttendeeRow, viewOf, type AttendeeView } from '../store/attendees.ts';
import type { Client } from '../store/client.ts';
import { insertMemberships } from '../store/memberships.ts';
import { assertMemberNumberFree, assertMemberships, mustFindAttendee, translateUnique } from './attendee-steps.ts';

/**
 * Updates an interested person's data. With a user name it converts them into a member: a new
 * application user id (identity creates the login from AttendeeUpdated), the member number and
 * the memberships given. Converting creates a member, so it needs attendeesCreateDelete too.
 */
export async function updateInterested(db: Db<Client>, user: UserCaller, id: string, input: UpdateInterestedInput): Promise<AttendeeView> {
  const { userName, memberNumber: rawNumber, membershipTypes, ...person } = input;
  if (userName && !hasPermission(user, 'attendeesCreateDelete')) throw forbidden('Converting needs the right to create attendees');
  return db
    .tx(async (tx) => {
      const before = await mustFindAttendee(tx, id);
      if (!isInterested(before.applicationUserId)) throw notFound('Interested person');
      const blank = {
        email: null,
        phone: null,
        salutation: null,
        title: null,
        text: null,
        zip: null,
        street: null,
        city: null,
        birthday: null,
      };
      if (!userName) {
        await updateAttendeeRow(tx, id, { ...blank, ...person });
      } else {
        await assertMemberships(tx, membershipTypes);
        const memberNumber = normalizeMemberNumber(rawNumber);
        await assertMemberNumberFree(tx, memberNumber, id);
        await updateAttendeeRow(tx, id, { ...blank, ...person, userName, memberNumber, applicationUserId: randomUUID(), active: true });
        await insertMemberships(tx, id, membershipTypes);
      }
      const after = (await findAttendee(tx, id))!;
      await publishAttendeeUpdated(tx, after);
      return viewOf(tx, after);
    })
    .catch(translateUnique);
}
