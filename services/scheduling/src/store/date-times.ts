import { toDbDate, type TxClient } from '@takt/kit';
import type { DateTimeInput } from '@takt/proto';
import type { Client } from './client.ts';
import type { Appointment, CourseDateTime } from './generated/client.ts';

type Tx = TxClient<Client>;
/** A date-time with what lists show of its course and room. */
export type DateTimeView = CourseDateTime & {
  courseName: string;
  locationId: string | null;
  courseActive: boolean;
  bookableAsSeries: boolean;
  roomName: string | null;
};

export const updateDateTimeRow = (tx: Tx, id: string, input: DateTimeInput): Promise<CourseDateTime> =>
  tx.courseDateTime.update({
    where: { id },
    data: {
      name: input.name ?? null,
      dateFrom: toDbDate(input.dateFrom),
      dateTill: toDbDate(input.dateTill),
      timeFrom: input.timeFrom,
      timeTill: input.timeTill,
      period: input.period,
      eachOnDay: input.eachOnDay,
      periodValues: input.periodValues ?? null,
      maxAttendees: input.maxAttendees ?? null,
      roomId: input.roomId ?? null,
    },
  });

/** Its appointments go first (they refer to it). */
export async function deleteDateTimeRows(tx: Tx, id: string): Promise<void> {
  await tx.appointment.deleteMany({ where: { dateTimeId: id } });
  await tx.courseDateTime.delete({ where: { id } });
}

export const appointmentsOfDateTime = (tx: Tx, dateTimeId: string): Promise<Appointment[]> =>
  tx.appointment.findMany({ where: { dateTimeId }, orderBy: { date: 'asc' } });

export const moveAppointments = (
  tx: Tx,
  ids: readonly string[],
  slot: { timeFrom: string; timeTill: string; roomId: string | null; maxAttendees: number },
): Promise<Appointment[]> => tx.appointment.updateManyAndReturn({ where: { id: { in: [...ids] } }, data: slot });

export async function deleteAppointments(tx: Tx, ids: readonly string[]): Promise<void> {
  await tx.appointment.deleteMany({ where: { id: { in: [...ids] } } });
}

/** Ids of the courses at a location (date-time lists filter by the course's location). */
export const courseIdsAt = async (tx: Tx, locationId: string): Promise<string[]> =>
  (await tx.course.findMany({ where: { locationId }, select: { id: true } })).map((c) => c.id);

/** The date-times with their course's name, location and flags and their room's name. */
export async function withCourseAndRoom(tx: Tx, rows: CourseDateTime[]): Promise<DateTimeView[]> {
  const courseIds = [...new Set(rows.map((d) => d.courseId))];
  const roomIds = [...new Set(rows.flatMap((d) => (d.roomId ? [d.roomId] : [])))];
  const [courses, rooms] = await Promise.all([
    tx.course.findMany({
      where: { id: { in: courseIds } },
      select: { id: true, name: true, locationId: true, active: true, bookableAsSeries: true },
    }),
    tx.room.findMany({ where: { id: { in: roomIds } }, select: { id: true, name: true } }),
  ]);
  const courseOf = new Map(courses.map((c) => [c.id, c]));
  const roomName = new Map(rooms.map((r) => [r.id, r.name]));
  return rows.map((d) => {
    const c = courseOf.get(d.courseId);
    return {
      ...d,
      courseName: c?.name ?? '',
      locationId: c?.locationId ?? null,
      courseActive: c?.active ?? false,
      bookableAsSeries: c?.bookableAsSeries ?? false,
      roomName: d.roomId ? (roomName.get(d.roomId) ?? null) : null,
    };
  });
}
