import type { TxClient } from '@takt/kit';
import type { GdprEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { erasePersonRows } from '../store/person-data.ts';

/** An erased member's files go (idempotent: deletes only). */
export function erasePerson(tx: TxClient<Client>, p: PayloadOf<typeof GdprEvents.AttendeeErased>): Promise<void> {
  return erasePersonRows(tx, p.attendeeId, p.applicationUserId);
}
