import { bury, type TxClient } from '@takt/kit';
import type { GdprEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { forgetAudienceName } from '../store/member-audience.ts';
import { erasePersonRows } from '../store/person-data.ts';

/**
 * An erased member's bell messages, address and name go (idempotent: deletes and clears only).
 * The id is buried: an attendee event handled after the erasure (retried after a failure) must
 * not store the address and name again.
 */
export async function erasePerson(tx: TxClient<Client>, companyId: string, p: PayloadOf<typeof GdprEvents.AttendeeErased>): Promise<void> {
  await bury(tx, 'attendee', p.attendeeId);
  await forgetAudienceName(tx, companyId, p.attendeeId);
  if (p.applicationUserId) await erasePersonRows(tx, p.applicationUserId);
}
