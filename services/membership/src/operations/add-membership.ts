import { validationFailed, type Db } from '@takt/kit';
import type { BodyOf, membershipContracts } from '@takt/proto';
import { publishAttendeeUpdated } from '../events/attendee-changed.ts';
import { findAttendee, type MembershipRow } from '../store/attendees.ts';
import type { Client } from '../store/client.ts';
import { insertMembership } from '../store/memberships.ts';
import { membershipIssues, mustFindAttendee } from './attendee-steps.ts';

/** Gives the attendee a membership of a type (of the company) from a date, optionally till one. */
export function addMembership(
  db: Db<Client>,
  attendeeId: string,
  input: BodyOf<typeof membershipContracts.addMembership>,
): Promise<MembershipRow> {
  return db.tx(async (tx) => {
    await mustFindAttendee(tx, attendeeId);
    const issues = await membershipIssues(tx, [input], '');
    if (issues.length) throw validationFailed(issues.map((i) => ({ ...i, field: i.field.replace(/^0\./, '') })));
    const row = await insertMembership(tx, attendeeId, input);
    await publishAttendeeUpdated(tx, (await findAttendee(tx, attendeeId))!);
    return row;
  });
}
