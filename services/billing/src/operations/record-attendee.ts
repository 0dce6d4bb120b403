import type { TxClient } from '@takt/kit';
import type { MembershipEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { upsertAttendeeView } from '../store/read-models.ts';

/** Keeps billing's copy of an attendee: names (invoices, debtor names, screens) and memberships (fees of the invoice runs). */
export function recordAttendee(tx: TxClient<Client>, p: PayloadOf<typeof MembershipEvents.AttendeeCreated>): Promise<void> {
  return upsertAttendeeView(tx, p);
}
