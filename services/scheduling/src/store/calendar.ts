import { fromDbDate, toDbDate, type TxClient } from '@takt/kit';
import type { CalendarAppointment, CalendarQuery } from '@takt/proto';
import type { Client } from './client.ts';
import { coursesInDepartments } from './course-departments.ts';

type Tx = TxClient<Client>;
const some = <T>(list: readonly T[] | undefined): list is readonly T[] => list !== undefined && list.length > 0;

/**
 * The appointments of active courses from `from` to `till` (local dates) with course, room and
 * location, narrowed by the filters. An appointment's location is its room's, else its course's.
 * Trainers are the appointment's own (appointment_trainer); the department filter is not applied:
 * scheduling holds no department refs of courses yet.
 */
/** `only` narrows to given appointments (a person's bookings) beside the query's filters. */
export async function calendarAppointments(
  tx: Tx,
  from: string,
  till: string,
  q: CalendarQuery,
  only?: readonly string[],
): Promise<CalendarAppointment[]> {
  const inDepartments = some(q.departmentIds) ? await coursesInDepartments(tx, q.departmentIds) : undefined;
  const courses = await tx.course.findMany({
    where: {
      active: true,
      ...(some(q.courseIds) && { id: { in: [...q.courseIds] } }),
      ...(inDepartments && { AND: [{ id: { in: inDepartments } }] }),
      ...(some(q.courseTypes) && { type: { in: [...q.courseTypes] } }),
    },
    select: { id: true, name: true, color: true, type: true, locationId: true, centCost: true },
  });
  if (courses.length === 0) return [];
  const taught = some(q.trainerIds) ? await appointmentsOfTrainers(tx, q.trainerIds) : undefined;
  const [rows, rooms, locations] = await Promise.all([
    tx.appointment.findMany({
      where: {
        courseId: { in: courses.map((c) => c.id) },
        date: { gte: toDbDate(from), lte: toDbDate(till) },
        ...(some(q.roomIds) && { roomId: { in: [...q.roomIds] } }),
        ...(taught && { id: { in: taught } }),
        ...(only && { AND: [{ id: { in: [...only] } }] }),
      },
    }),
    tx.room.findMany({ select: { id: true, name: true, locationId: true } }),
    tx.locationView.findMany({ select: { id: true, name: true } }),
  ]);
  const courseOf = new Map(courses.map((c) => [c.id, c]));
  const roomOf = new Map(rooms.map((r) => [r.id, r]));
  const locationName = new Map(locations.map((l) => [l.id, l.name]));
  const wanted = some(q.locationIds) ? new Set(q.locationIds) : undefined;
  return rows.flatMap((a) => {
    const course = courseOf.get(a.courseId)!;
    const room = a.roomId ? roomOf.get(a.roomId) : undefined;
    const locationId = room?.locationId ?? course.locationId;
    if (wanted && !(locationId && wanted.has(locationId))) return [];
    return [
      {
        id: a.id,
        courseId: a.courseId,
        courseName: course.name,
        courseColor: course.color,
        courseType: course.type,
        date: fromDbDate(a.date),
        timeFrom: a.timeFrom,
        timeTill: a.timeTill,
        roomId: a.roomId,
        roomName: room?.name ?? null,
        locationId,
        locationName: locationId ? (locationName.get(locationId) ?? null) : null,
        maxAttendees: a.maxAttendees,
        countOfAttendancesForTheDate: a.bookedCount,
        isCancelled: a.isCancelled,
        centCost: course.centCost,
      },
    ];
  });
}

async function appointmentsOfTrainers(tx: Tx, trainerIds: readonly string[]): Promise<string[]> {
  const rows = await tx.appointmentTrainer.findMany({ where: { trainerId: { in: [...trainerIds] } }, select: { appointmentId: true } });
  return rows.map((r) => r.appointmentId);
}

/** Changes with every write to what the calendar shows (kept by database triggers). */
export async function calendarVersion(tx: Tx): Promise<string> {
  const row = await tx.calendarVersion.findFirst({ select: { version: true } });
  return (row?.version ?? 0n).toString();
}
