import { bury, type TxClient } from '@takt/kit';
import type { GdprEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { erasePersonRows } from '../store/person-data.ts';

/**
 * An erased member: figures stay, the person link and audited values go. The attendee is
 * buried: membership's events about them published before the erasure and handled after it
 * (retried after a failure, decision 0077) must not write their data back.
 */
export async function erasePerson(tx: TxClient<Client>, p: PayloadOf<typeof GdprEvents.AttendeeErased>): Promise<void> {
  await erasePersonRows(tx, p.attendeeId, p.applicationUserId);
  await bury(tx, 'attendee', p.attendeeId);
}
