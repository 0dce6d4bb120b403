import { bury, isBuried, type TxClient } from '@takt/kit';
import type { MembershipEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { clearAttendeeMemberships, upsertAttendeeView } from '../store/read-model.ts';

/**
 * Keeps booking's copy of who an attendee is and which memberships they hold (created or updated).
 * Membership announces nothing of a deleted or erased attendee, so one of these handled after the
 * end (retried after a failure) is older and must not give the memberships or the name back.
 */
export async function recordAttendee(
  tx: TxClient<Client>,
  p: PayloadOf<typeof MembershipEvents.AttendeeCreated> | PayloadOf<typeof MembershipEvents.AttendeeUpdated>,
  occurredAt: string,
): Promise<void> {
  if (await isBuried(tx, 'attendee', p.attendeeId)) return;
  await upsertAttendeeView(tx, p, new Date(occurredAt));
}

/**
 * A deleted attendee keeps its name on past bookings but can book nothing that needs a membership.
 * Deletion is final (membership never restores one), so the id is buried.
 */
export async function recordAttendeeDeleted(tx: TxClient<Client>, p: PayloadOf<typeof MembershipEvents.AttendeeDeleted>): Promise<void> {
  await bury(tx, 'attendee', p.attendeeId);
  await clearAttendeeMemberships(tx, p.attendeeId);
}
