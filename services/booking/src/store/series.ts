import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import { AttendanceStatus } from '@takt/proto';
import type { Client } from './client.ts';
import type { AppointmentView, Attendance, AttendeeCourse } from './generated/client.ts';

type Tx = TxClient<Client>;

export const findSeries = (tx: Tx, id: string) => tx.attendeeCourse.findFirst({ where: { id } });

export const insertSeries = (tx: Tx, s: { attendeeId: string; dateTimeId: string; createdByUserId: string | null }) =>
  tx.attendeeCourse.create({ data: { id: randomUUID(), ...s } });

export const endSeries = (tx: Tx, id: string, userId: string) =>
  tx.attendeeCourse.update({ where: { id }, data: { cancelled: true, cancelledByUserId: userId, cancelledDate: new Date() } });

/** The running series of a date-time: their attendees get the date-time's new appointments. */
export const liveSeriesOf = (tx: Tx, dateTimeId: string) => tx.attendeeCourse.findMany({ where: { dateTimeId, cancelled: false } });

/** The date-time's appointments from a local date on, not cancelled, in date order. */
export const appointmentsOfDateTime = (tx: Tx, dateTimeId: string, fromDate: Date): Promise<AppointmentView[]> =>
  tx.appointmentView.findMany({
    where: { dateTimeId, isCancelled: false, date: { gte: fromDate } },
    orderBy: [{ date: 'asc' }, { timeFrom: 'asc' }],
  });

/** The attendee's live bookings of these appointments. */
export const liveBookingsOn = (tx: Tx, attendeeId: string, appointmentIds: string[]): Promise<Attendance[]> =>
  tx.attendance.findMany({ where: { attendeeId, appointmentId: { in: appointmentIds }, status: { not: AttendanceStatus.Canceled } } });

export async function withSeriesNames(tx: Tx, rows: AttendeeCourse[]) {
  const attendees = await tx.attendeeView.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.attendeeId))] } } });
  const names = new Map(attendees.map((a) => [a.id, `${a.lastName}, ${a.firstName}`]));
  return rows.map((r) => ({ ...r, attendeeFullName: names.get(r.attendeeId) }));
}
