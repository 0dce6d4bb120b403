import type { TxClient } from '@takt/kit';
import type { MembershipEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { clearAttendeeMemberships, upsertAttendeeView } from '../store/read-model.ts';

/** Keeps booking's copy of who an attendee is and which memberships they hold (created or updated). */
export function recordAttendee(
  tx: TxClient<Client>,
  p: PayloadOf<typeof MembershipEvents.AttendeeCreated> | PayloadOf<typeof MembershipEvents.AttendeeUpdated>,
): Promise<void> {
  return upsertAttendeeView(tx, p);
}

/** A deleted attendee keeps its name on past bookings but can book nothing that needs a membership. */
export function recordAttendeeDeleted(tx: TxClient<Client>, p: PayloadOf<typeof MembershipEvents.AttendeeDeleted>): Promise<void> {
  return clearAttendeeMemberships(tx, p.attendeeId);
}
