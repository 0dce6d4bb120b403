import { bury, type TxClient } from '@takt/kit';
import type { GdprEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { erasePersonRows } from '../store/person-data.ts';

/**
 * An erased member: counts stay, the person link goes (idempotent: a second run finds no row).
 * Erasure is final, so the id is buried: a "created" or "updated" handled late (retried after a
 * failure) does not write the person's name back.
 */
export async function erasePerson(tx: TxClient<Client>, p: PayloadOf<typeof GdprEvents.AttendeeErased>): Promise<void> {
  await bury(tx, 'attendee', p.attendeeId);
  await erasePersonRows(tx, p.attendeeId, p.applicationUserId);
}
