import { publishEvent, type TxClient } from '@takt/kit';
import { BookingEvents, type PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { AppointmentView, Attendance, AttendeeView } from '../store/generated/client.ts';
import { attendanceFacts } from './attendance-facts.ts';

type Tx = TxClient<Client>;
type CancelFacts = Pick<PayloadOf<typeof BookingEvents.AttendanceCancelled>, 'previousStatus' | 'late' | 'by'>;

export async function publishAttendanceCancelled(
  tx: Tx,
  a: Attendance,
  appointment: AppointmentView,
  attendee: AttendeeView,
  facts: CancelFacts,
): Promise<void> {
  await publishEvent(tx, BookingEvents.AttendanceCancelled, {
    ...attendanceFacts(a.id, appointment, attendee),
    ...facts,
    canceledDate: (a.canceledDate ?? new Date()).toISOString(),
  });
}

/**
 * A waiting attendee now holds a place: `promoted` for whoever tells them (notification), and
 * `confirmed` as for any confirmed booking (billing bills confirmed attendances).
 */
export async function publishAttendancePromoted(
  tx: Tx,
  a: Attendance,
  appointment: AppointmentView,
  attendee: AttendeeView,
  formerWaitingListNumber: number | null,
): Promise<void> {
  const facts = attendanceFacts(a.id, appointment, attendee);
  await publishEvent(tx, BookingEvents.AttendancePromoted, { ...facts, formerWaitingListNumber });
  await publishEvent(tx, BookingEvents.AttendanceConfirmed, facts);
}
