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

/** The appointment moved and the studio asked to tell its members: one event per live booking. */
export async function publishAttendancesRescheduled(
  tx: Tx,
  live: readonly Attendance[],
  appointment: AppointmentView,
  attendees: ReadonlyMap<string, AttendeeView>,
  before: Pick<AppointmentView, 'date' | 'timeFrom'>,
): Promise<void> {
  const previous = { previousDate: before.date.toISOString().slice(0, 10), previousTimeFrom: before.timeFrom };
  for (const a of live) {
    const attendee = attendees.get(a.attendeeId);
    if (attendee)
      await publishEvent(tx, BookingEvents.AttendanceRescheduled, { ...attendanceFacts(a.id, appointment, attendee), ...previous });
  }
}
