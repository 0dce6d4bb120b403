import { randomUUID } from 'node:crypto';
import type { Db } from '@takt/kit';
import type { AttendeeInput } from '@takt/proto';
import { normalizeMemberNumber } from '../domain/attendee.ts';
import { publishAttendeeCreated } from '../events/attendee-created.ts';
import { insertAttendee } from '../store/attendees.ts';
import type { Client } from '../store/client.ts';
import { insertMemberships } from '../store/memberships.ts';
import { assertLocation, assertMemberNumberFree, assertMemberships, translateUnique } from './attendee-steps.ts';

/** Creates an attendee with its memberships and announces it (identity creates the login from the event). */
export async function createAttendee(db: Db<Client>, input: AttendeeInput): Promise<{ id: string }> {
  await assertLocation(db, input.mainLocationId);
  return db
    .tx(async (tx) => {
      const { membershipTypes, userName, ...fields } = input;
      await assertMemberships(tx, membershipTypes);
      const memberNumber = normalizeMemberNumber(input.memberNumber);
      await assertMemberNumberFree(tx, memberNumber);
      // A user name means a login (identity creates it from the event); none means an interested person.
      const attendee = await insertAttendee(tx, {
        ...fields,
        userName: userName ?? null,
        memberNumber,
        applicationUserId: userName ? randomUUID() : null,
      });
      await insertMemberships(tx, attendee.id, membershipTypes);
      await publishAttendeeCreated(tx, attendee, membershipTypes);
      return { id: attendee.id };
    })
    .catch(translateUnique);
}
