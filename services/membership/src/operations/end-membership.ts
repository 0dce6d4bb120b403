import { fromDbDate, notFound, validationFailed, type Db } from '@takt/kit';
import { publishAttendeeUpdated } from '../events/attendee-changed.ts';
import { findAttendee, type MembershipRow } from '../store/attendees.ts';
import type { Client } from '../store/client.ts';
import { findMembership, setMembershipTill } from '../store/memberships.ts';
import { mustFindAttendee } from './attendee-steps.ts';

/** Ends a membership on `tillDate` (inclusive); a date before its start is refused. */
export function endMembership(db: Db<Client>, attendeeId: string, membershipId: string, tillDate: string): Promise<MembershipRow> {
  return db.tx(async (tx) => {
    await mustFindAttendee(tx, attendeeId);
    const held = await findMembership(tx, attendeeId, membershipId);
    if (!held) throw notFound('Membership');
    if (tillDate < fromDbDate(held.fromDate)) throw validationFailed([{ field: 'tillDate', message: 'must not be before fromDate' }]);
    const row = await setMembershipTill(tx, membershipId, tillDate);
    await publishAttendeeUpdated(tx, (await findAttendee(tx, attendeeId))!);
    return row;
  });
}
