import type { TxClient } from '@takt/kit';
import type { GdprEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { forgetAudienceName } from '../store/member-audience.ts';
import { erasePersonRows } from '../store/person-data.ts';

/** An erased member's bell messages and name go (idempotent: deletes and clears only). */
export async function erasePerson(tx: TxClient<Client>, p: PayloadOf<typeof GdprEvents.AttendeeErased>): Promise<void> {
  await forgetAudienceName(tx, p.attendeeId);
  if (p.applicationUserId) await erasePersonRows(tx, p.applicationUserId);
}
