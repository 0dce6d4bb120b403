import { bury, revokeSessions, type AfterCommit, type Cache, type TxClient } from '@takt/kit';
import type { MembershipEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { revokeAllSessions } from '../store/session.ts';
import { findLiveUser, updateUserRow } from '../store/user-rows.ts';

/**
 * A deleted attendee's login goes too (soft delete: sign-in answers "deleted", sessions end).
 * Only the login of that attendee (a staff account has no attendee id, so it is never touched from here). A redelivery finds
 * the login already deleted and changes nothing. The attendee is buried, so a creation or
 * conversion handled late (retried after a failure) gives the deleted member no login.
 */
export async function endAttendeeLogin(
  tx: TxClient<Client>,
  cache: Cache,
  p: PayloadOf<typeof MembershipEvents.AttendeeDeleted>,
): Promise<AfterCommit | void> {
  await bury(tx, 'attendee', p.attendeeId);
  if (!p.applicationUserId) return;
  const user = await findLiveUser(tx, p.applicationUserId);
  if (!user || user.attendeeId !== p.attendeeId) return;
  await updateUserRow(tx, user.id, { deletedDate: new Date(p.deletedDate) });
  await revokeAllSessions(tx, user.id);
  return () => revokeSessions(cache, 'user', user.id);
}
