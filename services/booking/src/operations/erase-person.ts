import type { TxClient } from '@takt/kit';
import type { GdprEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { erasePersonRows } from '../store/person-data.ts';

/** An erased member: counts stay, the person link goes (idempotent: a second run finds no row). */
export function erasePerson(tx: TxClient<Client>, p: PayloadOf<typeof GdprEvents.AttendeeErased>): Promise<void> {
  return erasePersonRows(tx, p.attendeeId, p.applicationUserId);
}
