import { randomUUID } from 'node:crypto';
import type { Logger, TxClient } from '@takt/kit';
import { Authority, type MembershipEvents, type PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { findUserByName, insertUser } from '../store/user-rows.ts';

/**
 * An attendee created with a user name gets an application user (ROLE_ATTENDEE) with the id
 * membership chose; it has no password until the member sets one through the reset flow. Runs in
 * the inbox's transaction; its callers skip a member deleted or erased meanwhile.
 */
export async function createAttendeeUser(
  tx: TxClient<Client>,
  log: Logger,
  p: PayloadOf<typeof MembershipEvents.AttendeeCreated>,
): Promise<void> {
  if (!p.applicationUserId || !p.userName) return;
  const taken = await findUserByName(tx, p.userName);
  if (taken) {
    log.warn({ attendeeId: p.attendeeId }, 'user name of new attendee is taken; no login created');
    return;
  }
  await insertUser(tx, {
    id: p.applicationUserId ?? randomUUID(),
    userName: p.userName,
    email: p.email ?? '',
    firstName: p.firstName,
    lastName: p.lastName,
    authorities: [Authority.Attendee],
    attendeeId: p.attendeeId,
  });
}
