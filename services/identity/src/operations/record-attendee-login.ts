import type { Logger, TxClient } from '@takt/kit';
import type { MembershipEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { userExists } from '../store/user-rows.ts';
import { createAttendeeUser } from './create-attendee-user.ts';

/**
 * An attendee changed: when it has a login id identity does not know yet (an interested person
 * converted into a member), the login is created as for a new attendee. Otherwise nothing, so a
 * redelivery or a later update changes nothing twice.
 */
export async function recordAttendeeLogin(
  tx: TxClient<Client>,
  log: Logger,
  p: PayloadOf<typeof MembershipEvents.AttendeeUpdated>,
): Promise<void> {
  if (!p.applicationUserId || !p.userName || (await userExists(tx, p.applicationUserId))) return;
  await createAttendeeUser(tx, log, p);
}
