import type { TxClient } from '@takt/kit';
import type { MembershipEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { upsertAttendeeView } from '../store/read-models.ts';

/** Keeps billing's copy of an attendee's name (debtor names, screens). */
export function recordAttendee(tx: TxClient<Client>, p: PayloadOf<typeof MembershipEvents.AttendeeCreated>): Promise<void> {
  return upsertAttendeeView(tx, p);
}
