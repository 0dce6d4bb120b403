import type { TxClient } from '@takt/kit';
import { AttendanceStatus } from '@takt/proto';
import type { Client } from './client.ts';

// Reads of the printed lists (decision 0056); names come from booking's attendee read model.

type Tx = TxClient<Client>;

/** "Last name, first name" per attendee id; an attendee the read model lost prints as empty. */
export async function namesOf(tx: Tx, attendeeIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await tx.attendeeView.findMany({ where: { id: { in: [...new Set(attendeeIds)] } } });
  return new Map(rows.map((a) => [a.id, `${a.lastName}, ${a.firstName}`]));
}

/** An appointment's live bookings: confirmed first, then the waiting list in its order, then the rest. */
export const liveAttendancesOf = (tx: Tx, appointmentId: string) =>
  tx.attendance.findMany({
    where: { appointmentId, status: { not: AttendanceStatus.Canceled } },
    orderBy: [{ waitingListNumber: { sort: 'asc', nulls: 'first' } }, { bookingDate: 'asc' }],
  });

export const waitingLineOf = (tx: Tx, dateTimeId: string) =>
  tx.attendeeCourseWaitingPosition.findMany({ where: { dateTimeId }, orderBy: { position: 'asc' } });

/** The course name of a date-time, from any of its appointments booking knows. */
export async function courseNameOfDateTime(tx: Tx, dateTimeId: string): Promise<string | null> {
  return (await tx.appointmentView.findFirst({ where: { dateTimeId }, select: { courseName: true } }))?.courseName ?? null;
}

/** The attendee's live bookings on a date-time's appointments, with those appointments, by date. */
export async function seriesBookingsOf(tx: Tx, attendeeId: string, dateTimeId: string) {
  const appointments = await tx.appointmentView.findMany({ where: { dateTimeId }, orderBy: [{ date: 'asc' }, { timeFrom: 'asc' }] });
  const bookings = await tx.attendance.findMany({
    where: { attendeeId, appointmentId: { in: appointments.map((a) => a.id) }, status: { not: AttendanceStatus.Canceled } },
  });
  const byAppointment = new Map(bookings.map((b) => [b.appointmentId, b]));
  return appointments
    .filter((a) => byAppointment.has(a.id))
    .map((appointment) => ({ appointment, attendance: byAppointment.get(appointment.id)! }));
}
