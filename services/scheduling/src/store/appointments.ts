import { randomUUID } from 'node:crypto';
import { fromDbDate, toDbDate, type TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import type { Appointment, Course, CourseDateTime } from './generated/client.ts';

type Tx = TxClient<Client>;

export function findAppointment(tx: Tx, id: string): Promise<Appointment | null> {
  return tx.appointment.findFirst({ where: { id } });
}

/** Adds to an appointment's confirmed bookings (no row: nothing happens). */
export async function addBookedCount(tx: Tx, id: string, by: number): Promise<void> {
  await tx.appointment.updateMany({ where: { id }, data: { bookedCount: { increment: by } } });
}

/** The dates (yyyy-mm-dd) the date-time already has appointments on. */
export async function appointmentDatesOf(tx: Tx, dateTimeId: string): Promise<Set<string>> {
  const rows = await tx.appointment.findMany({ where: { dateTimeId }, select: { date: true } });
  return new Set(rows.map((a) => fromDbDate(a.date)));
}

/** Creates one appointment per date; a date taken meanwhile is skipped by the unique (date_time_id, date) index. */
export function createAppointments(tx: Tx, dt: CourseDateTime, course: Course, dates: readonly string[]): Promise<Appointment[]> {
  return tx.appointment.createManyAndReturn({
    data: dates.map((date) => ({
      id: randomUUID(),
      courseId: course.id,
      dateTimeId: dt.id,
      roomId: dt.roomId,
      date: toDbDate(date),
      timeFrom: dt.timeFrom,
      timeTill: dt.timeTill,
      maxAttendees: dt.maxAttendees ?? course.maxAttendees,
      courseName: course.name,
      courseType: course.type,
    })),
    skipDuplicates: true,
  });
}

export type AppointmentChange = Pick<Appointment, 'date' | 'timeFrom' | 'timeTill' | 'roomId' | 'maxAttendees' | 'text'>;

export function updateAppointmentRow(tx: Tx, id: string, data: AppointmentChange): Promise<Appointment> {
  return tx.appointment.update({ where: { id }, data });
}

/** Another appointment of the same date-time on `date` (a date-time has one per day). */
export function siblingOnDate(tx: Tx, a: Appointment, date: Date): Promise<Appointment | null> {
  if (!a.dateTimeId) return Promise.resolve(null);
  return tx.appointment.findFirst({ where: { dateTimeId: a.dateTimeId, date, id: { not: a.id } } });
}

/** Cancels a live appointment; null when it was cancelled meanwhile (the first cancel wins). */
export async function markCancelled(tx: Tx, id: string, reason: string | null): Promise<Appointment | null> {
  const { count } = await tx.appointment.updateMany({
    where: { id, isCancelled: false },
    data: { isCancelled: true, canceledDate: new Date(), reason },
  });
  return count === 0 ? null : tx.appointment.findFirst({ where: { id } });
}

/** Deletes an appointment nobody has booked; false when it has bookings (or is gone). */
export async function deleteUnbooked(tx: Tx, id: string): Promise<boolean> {
  const { count } = await tx.appointment.deleteMany({ where: { id, bookedCount: 0 } });
  return count > 0;
}

/** Not cancelled and not started yet, given the studio's local date and time: a later day, or today with a start ahead. */
export const upcomingWhere = (today: string, time: string) => ({
  isCancelled: false,
  OR: [{ date: { gt: toDbDate(today) } }, { date: toDbDate(today), timeFrom: { gt: time } }],
});
