import { bury, isBuried, type TxClient } from '@takt/kit';
import { AttendanceStatus, type BookingEvents, type MembershipEvents, type PayloadOf } from '@takt/proto';
import { addBookedCount } from '../store/appointments.ts';
import { removeParticipant, upsertMemberName } from '../store/appointment-participants.ts';
import type { Client } from '../store/client.ts';

type Tx = TxClient<Client>;

/**
 * A cancelled booking leaves the chat, and a confirmed one gives its place back: the confirmed
 * count must not keep blocking the course's deletion or the "has bookings" checks. When the
 * studio cancelled the appointment itself, the member stays a participant: their calendar feed
 * then shows it as cancelled instead of silently dropping it. Otherwise the booking is buried: its
 * confirmation handled late (retried after a failure, decision 0077) lets nobody back into the chat.
 */
export async function recordCancellation(tx: Tx, p: PayloadOf<typeof BookingEvents.AttendanceCancelled>): Promise<void> {
  if (p.by !== 'appointment') {
    await removeParticipant(tx, p.appointmentId, p.attendanceId);
    await bury(tx, 'attendance', p.attendanceId);
  }
  if (p.previousStatus === AttendanceStatus.Confirmed) await addBookedCount(tx, p.appointmentId, -1);
}

/**
 * Membership's attendees with a login: the name their chat messages show ("Last name, first name").
 * An erased member's creation handled late (retried after a failure, decision 0077) names nobody.
 */
export async function recordMemberName(tx: Tx, p: PayloadOf<typeof MembershipEvents.AttendeeCreated>): Promise<void> {
  if (!p.applicationUserId || (await isBuried(tx, 'attendee', p.attendeeId))) return;
  await upsertMemberName(tx, p.applicationUserId, `${p.lastName}, ${p.firstName}`);
}
