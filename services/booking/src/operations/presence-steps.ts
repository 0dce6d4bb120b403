import { knownSoon, notFound, validationFailed, type Db, type TxClient } from '@takt/kit';
import { primaryRole, type PresenceWho, type UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { findAttendee } from '../store/attendances.ts';
import { locationKnown } from '../store/location-view.ts';
import { findMemberByLogin, type Visitor } from '../store/presences.ts';

type Tx = TxClient<Client>;

/**
 * Whose presence a call is about. A member by attendee id, or by their login; a user id that is
 * not a member's is accepted only as the caller's own (staff clocking in): booking knows no other
 * staff, so it cannot vouch for them. Another company's member is a 404.
 */
export async function visitorOf(tx: Tx, user: UserCaller, who: PresenceWho): Promise<Visitor> {
  if (who.attendeeId) {
    const attendee = await findAttendee(tx, who.attendeeId);
    if (!attendee) throw notFound('Attendee');
    return { attendeeId: attendee.id, applicationUserId: attendee.applicationUserId, role: 'attendee' };
  }
  const userId = who.applicationUserId!;
  const member = await findMemberByLogin(tx, userId);
  if (member) return { attendeeId: member.id, applicationUserId: userId, role: 'attendee' };
  if (userId !== user.userId) throw notFound('User');
  return { attendeeId: null, applicationUserId: userId, role: primaryRole(user.authorities) };
}

/** Identity owns locations: only one the company has (the read model may lag a moment). */
export async function assertLocationKnown(db: Db<Client>, locationId: string): Promise<void> {
  if (!(await knownSoon(() => db.tx((tx) => locationKnown(tx, locationId))))) {
    throw validationFailed([{ field: 'locationId', message: 'unknown location' }]);
  }
}
