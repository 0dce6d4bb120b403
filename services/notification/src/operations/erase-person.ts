import type { TxClient } from '@takt/kit';
import type { GdprEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { erasePersonRows } from '../store/person-data.ts';

/** An erased member's bell messages go (idempotent: deletes only). */
export async function erasePerson(tx: TxClient<Client>, p: PayloadOf<typeof GdprEvents.AttendeeErased>): Promise<void> {
  if (p.applicationUserId) await erasePersonRows(tx, p.applicationUserId);
}
