import type { TxClient } from '@takt/kit';
import type { GdprEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { erasePersonRows } from '../store/person-data.ts';

/** An erased member: figures stay, the person link and audited values go. */
export function erasePerson(tx: TxClient<Client>, p: PayloadOf<typeof GdprEvents.AttendeeErased>): Promise<void> {
  return erasePersonRows(tx, p.attendeeId, p.applicationUserId);
}
