import { randomUUID } from 'node:crypto';
import { fail, isUniqueViolation, knownSoon, validationFailed, type Db, type TxClient } from '@takt/kit';
import { ErrorCode, type AttendeeInput } from '@takt/proto';
import { normalizeMemberNumber } from '../domain/attendee.ts';
import { invertedPeriods } from '../domain/membership.ts';
import { publishAttendeeCreated } from '../events/attendee-created.ts';
import { createAttendee as insertAttendee, memberNumberTaken } from '../store/attendees.ts';
import type { Client } from '../store/client.ts';
import { locationKnown } from '../store/location-view.ts';
import { knownMembershipTypeIds } from '../store/membership-types.ts';

/** Field errors for memberships naming unknown types or ending before they start. */
async function membershipIssues(tx: TxClient<Client>, memberships: AttendeeInput['membershipTypes']) {
  const known = await knownMembershipTypeIds(tx, [...new Set(memberships.map((m) => m.membershipTypeId))]);
  const unknown = memberships.flatMap((m, i) =>
    known.has(m.membershipTypeId) ? [] : [{ field: `membershipTypes.${i}.membershipTypeId`, message: 'unknown membership type' }],
  );
  const inverted = invertedPeriods(memberships).map((i) => ({
    field: `membershipTypes.${i}.tillDate`,
    message: 'must not be before fromDate',
  }));
  return [...unknown, ...inverted];
}

const taken = () => fail(ErrorCode.MemberNumberTaken, 'This member number is taken', { field: 'memberNumber' });

/** Creates an attendee with its memberships and announces it (identity creates the login from the event). */
export async function createAttendee(db: Db<Client>, input: AttendeeInput): Promise<{ id: string }> {
  const { mainLocationId } = input;
  // Identity owns locations: only one the company has (in the read model, which may lag a moment).
  if (mainLocationId && !(await knownSoon(() => db.tx((tx) => locationKnown(tx, mainLocationId))))) {
    throw validationFailed([{ field: 'mainLocationId', message: 'unknown location' }]);
  }
  return db
    .tx(async (tx) => {
      const issues = await membershipIssues(tx, input.membershipTypes);
      if (issues.length) throw validationFailed(issues);
      const memberNumber = normalizeMemberNumber(input.memberNumber);
      if (memberNumber && (await memberNumberTaken(tx, memberNumber))) throw taken();
      // A user name means a login (identity creates it from the event); none means an interested person.
      const attendee = await insertAttendee(tx, input, { memberNumber, applicationUserId: input.userName ? randomUUID() : null });
      await publishAttendeeCreated(tx, attendee, input.membershipTypes);
      return { id: attendee.id };
    })
    .catch((err: unknown) => {
      // The unique index decides when two requests race past the check above.
      throw isUniqueViolation(err, 'attendee_member_number_unique') ? taken() : err;
    });
}
