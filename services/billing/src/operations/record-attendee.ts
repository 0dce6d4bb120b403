import { isBuried, type TxClient } from '@takt/kit';
import type { MembershipEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { upsertAttendeeView } from '../store/read-models.ts';

/**
 * Keeps billing's copy of an attendee: names (invoices, debtor names, screens) and memberships
 * (fees of the invoice runs). A creation handled after the erasure (retried after a failure)
 * would write the name back and bill the memberships again, so an erased attendee stays as erased.
 */
export async function recordAttendee(tx: TxClient<Client>, p: PayloadOf<typeof MembershipEvents.AttendeeCreated>): Promise<void> {
  if (await isBuried(tx, 'attendee', p.attendeeId)) return;
  await upsertAttendeeView(tx, p);
}
