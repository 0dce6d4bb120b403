import type { TxClient } from '@takt/kit';
import type { MembershipEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { upsertAttendeeView } from '../store/read-model.ts';

/** Keeps billing's copy of who an attendee is (invoice names) and which memberships they hold (fees). */
export function recordAttendee(tx: TxClient<Client>, p: PayloadOf<typeof MembershipEvents.AttendeeCreated>): Promise<void> {
  return upsertAttendeeView(tx, p);
}
