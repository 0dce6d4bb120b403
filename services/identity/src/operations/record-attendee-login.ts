import { isBuried, type Logger, type TxClient } from '@takt/kit';
import type { MembershipEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { userExists } from '../store/user-rows.ts';
import { createAttendeeUser } from './create-attendee-user.ts';

/**
 * An attendee changed: when it has a login id identity does not know yet (an interested person
 * converted into a member), the login is created as for a new attendee. Otherwise nothing, so a
 * redelivery or a later update changes nothing twice. A member deleted or erased before this
 * event was handled (retried after a failure) gets none.
 */
export async function recordAttendeeLogin(
  tx: TxClient<Client>,
  log: Logger,
  p: PayloadOf<typeof MembershipEvents.AttendeeUpdated>,
): Promise<void> {
  if (!p.applicationUserId || !p.userName || (await userExists(tx, p.applicationUserId))) return;
  if (await isBuried(tx, 'attendee', p.attendeeId)) return;
  await createAttendeeUser(tx, log, p);
}
