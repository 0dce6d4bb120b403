import type { TxClient } from '@takt/kit';
import { AttendanceStatus, type BookingEvents, type MembershipEvents, type PayloadOf } from '@takt/proto';
import { addBookedCount } from '../store/appointments.ts';
import { removeParticipant, upsertMemberName } from '../store/appointment-participants.ts';
import type { Client } from '../store/client.ts';

type Tx = TxClient<Client>;

/**
 * A cancelled booking leaves the chat, and a confirmed one gives its place back: the confirmed
 * count must not keep blocking the course's deletion or the "has bookings" checks. When the
 * studio cancelled the appointment itself, the member stays a participant: their calendar feed
 * then shows it as cancelled instead of silently dropping it.
 */
export async function recordCancellation(tx: Tx, p: PayloadOf<typeof BookingEvents.AttendanceCancelled>): Promise<void> {
  if (p.by !== 'appointment') await removeParticipant(tx, p.appointmentId, p.attendanceId);
  if (p.previousStatus === AttendanceStatus.Confirmed) await addBookedCount(tx, p.appointmentId, -1);
}

/** Membership's attendees with a login: the name their chat messages show ("Last name, first name"). */
export async function recordMemberName(tx: Tx, p: PayloadOf<typeof MembershipEvents.AttendeeCreated>): Promise<void> {
  if (p.applicationUserId) await upsertMemberName(tx, p.applicationUserId, `${p.lastName}, ${p.firstName}`);
}
