import { bury, revokeSessions, type AfterCommit, type Cache, type TxClient } from '@takt/kit';
import type { GdprEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { deleteAttendeeRows, deleteLogin, isMemberOnly, loginOf, unlinkAttendee } from '../store/person-data.ts';

/**
 * An erased member's login is deleted with its sessions (revoked at once on every replica). A
 * login that is also staff keeps existing without the member link. A redelivery finds nothing.
 * The attendee is buried: a creation or conversion handled after the erasure (retried after a
 * failure) must not store the person again nor give them a login.
 */
export async function eraseMemberLogin(
  tx: TxClient<Client>,
  cache: Cache,
  p: PayloadOf<typeof GdprEvents.AttendeeErased>,
): Promise<AfterCommit | void> {
  await bury(tx, 'attendee', p.attendeeId);
  await deleteAttendeeRows(tx, p.attendeeId);
  const user = await loginOf(tx, p.attendeeId, p.applicationUserId);
  if (!user) return;
  if (!isMemberOnly(user.authorities)) return unlinkAttendee(tx, user.id);
  await deleteLogin(tx, user.id);
  return () => revokeSessions(cache, 'user', user.id);
}
