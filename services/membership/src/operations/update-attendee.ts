import type { Db } from '@takt/kit';
import type { AttendeeUpdateInput } from '@takt/proto';
import { normalizeMemberNumber } from '../domain/attendee.ts';
import { publishAttendeeUpdated } from '../events/attendee-changed.ts';
import { findAttendee, updateAttendeeRow, viewOf, type AttendeeView } from '../store/attendees.ts';
import type { Client } from '../store/client.ts';
import { replaceMemberships } from '../store/memberships.ts';
import { assertLocation, assertMemberNumberFree, assertMemberships, mustFindAttendee, translateUnique } from './attendee-steps.ts';

/** Updates an attendee's data (not its login); the memberships are replaced when the body names them. */
export async function updateAttendee(db: Db<Client>, id: string, input: AttendeeUpdateInput): Promise<AttendeeView> {
  await db.tx((tx) => mustFindAttendee(tx, id));
  await assertLocation(db, input.mainLocationId);
  return db
    .tx(async (tx) => {
      const { membershipTypes, sendMembershipTerminatedMessages: _notYet, ...fields } = input;
      await mustFindAttendee(tx, id);
      if (membershipTypes) await assertMemberships(tx, membershipTypes);
      const memberNumber = normalizeMemberNumber(input.memberNumber);
      await assertMemberNumberFree(tx, memberNumber, id);
      // Absent optional fields clear the column: the PUT carries the whole attendee.
      await updateAttendeeRow(tx, id, {
        ...fields,
        email: fields.email ?? null,
        phone: fields.phone ?? null,
        salutation: fields.salutation ?? null,
        title: fields.title ?? null,
        text: fields.text ?? null,
        zip: fields.zip ?? null,
        street: fields.street ?? null,
        city: fields.city ?? null,
        birthday: fields.birthday ?? null,
        fromDate: fields.fromDate ?? null,
        tillDate: fields.tillDate ?? null,
        mainLocationId: fields.mainLocationId ?? null,
        memberStatusId: fields.memberStatusId ?? null,
        memberNumber,
      });
      if (membershipTypes) await replaceMemberships(tx, id, membershipTypes);
      const after = (await findAttendee(tx, id))!;
      await publishAttendeeUpdated(tx, after);
      return viewOf(tx, after);
    })
    .catch(translateUnique);
}
