import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import { coursesInDepartments } from './course-departments.ts';
import type { Appointment } from './generated/client.ts';

type Tx = TxClient<Client>;

/** Room ids of a location. */
const roomIdsIn = async (tx: Tx, locationIds: readonly string[]): Promise<string[]> =>
  (await tx.room.findMany({ where: { locationId: { in: [...locationIds] } }, select: { id: true } })).map((r) => r.id);

/** Course ids placed at a location. */
const courseIdsAt = async (tx: Tx, locationIds: readonly string[]): Promise<string[]> =>
  (await tx.course.findMany({ where: { locationId: { in: [...locationIds] } }, select: { id: true } })).map((c) => c.id);

/** Appointments in the locations' rooms or of their courses (a where clause). */
export async function inLocations(tx: Tx, locationIds: readonly string[]) {
  const [roomIds, courseIds] = await Promise.all([roomIdsIn(tx, locationIds), courseIdsAt(tx, locationIds)]);
  return { OR: [{ roomId: { in: roomIds } }, { courseId: { in: courseIds } }] };
}

export async function appointmentsInLocationOn(tx: Tx, locationId: string, date: Date): Promise<Appointment[]> {
  return tx.appointment.findMany({
    where: { date, isCancelled: false, ...(await inLocations(tx, [locationId])) },
    orderBy: [{ timeFrom: 'asc' }, { courseName: 'asc' }],
  });
}

/** Appointments of courses in any of these departments (department refs identity announced). */
export async function inDepartments(tx: Tx, departmentIds: readonly string[]) {
  return { courseId: { in: await coursesInDepartments(tx, departmentIds) } };
}

export interface TrainerHoursFilter {
  from: Date;
  till: Date;
  trainerIds: readonly string[];
  locationIds: readonly string[];
  departmentIds: readonly string[];
}

/** Uncancelled appointments in the range (and locations), each with its trainers (of the list when one is given). */
export async function trainerHours(tx: Tx, f: TrainerHoursFilter) {
  const located = f.locationIds.length > 0 ? await inLocations(tx, f.locationIds) : {};
  const inDepartment = f.departmentIds.length > 0 ? await inDepartments(tx, f.departmentIds) : {};
  const appointments = await tx.appointment.findMany({
    where: { isCancelled: false, date: { gte: f.from, lte: f.till }, AND: [located, inDepartment] },
    orderBy: [{ date: 'asc' }, { timeFrom: 'asc' }],
  });
  const trainers = await tx.appointmentTrainer.findMany({
    where: {
      appointmentId: { in: appointments.map((a) => a.id) },
      ...(f.trainerIds.length > 0 ? { trainerId: { in: [...f.trainerIds] } } : {}),
    },
    orderBy: { createdDate: 'asc' },
  });
  return appointments.flatMap((appointment) =>
    trainers.filter((t) => t.appointmentId === appointment.id).map((t) => ({ ...t, appointment })),
  );
}

/** The location of each of these rooms. */
export async function roomLocations(tx: Tx, roomIds: readonly (string | null)[]): Promise<Map<string, string>> {
  const ids = roomIds.filter((id): id is string => id !== null);
  const rooms = await tx.room.findMany({ where: { id: { in: ids } }, select: { id: true, locationId: true } });
  return new Map(rooms.map((r) => [r.id, r.locationId]));
}
