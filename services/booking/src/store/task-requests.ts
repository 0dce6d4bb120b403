import { fromDbDate, type TxClient } from '@takt/kit';
import { TaskRequestStatus } from '@takt/proto';
import { fullNameOf } from './attendee-names.ts';
import type { Client } from './client.ts';
import type { AppointmentView, Attendance, TaskRequest } from './generated/client.ts';

type Tx = TxClient<Client>;
type Decision = typeof TaskRequestStatus.ACCEPT | typeof TaskRequestStatus.REJECT;

/** Opens a request for an attendance; course and location are copied so lists filter on the server. */
export function openTaskRequest(
  tx: Tx,
  r: {
    id: string;
    attendance: Pick<Attendance, 'id' | 'attendeeId' | 'appointmentId'>;
    appointment: AppointmentView;
    createdByUserId: string | null;
  },
): Promise<TaskRequest> {
  return tx.taskRequest.create({
    data: {
      id: r.id,
      attendanceId: r.attendance.id,
      attendeeId: r.attendance.attendeeId,
      appointmentId: r.attendance.appointmentId,
      courseId: r.appointment.courseId,
      locationId: r.appointment.locationId,
      createdByUserId: r.createdByUserId,
    },
  });
}

export const findTaskRequestsByIds = (tx: Tx, ids: readonly string[]): Promise<TaskRequest[]> =>
  tx.taskRequest.findMany({ where: { id: { in: [...ids] } } });

export const findOpenOfAttendances = (tx: Tx, attendanceIds: readonly string[]): Promise<TaskRequest[]> =>
  tx.taskRequest.findMany({ where: { attendanceId: { in: [...attendanceIds] }, status: TaskRequestStatus.OPEN } });

/** Decides an open request; false when it was decided already (also by a concurrent call). */
export async function markDecided(tx: Tx, id: string, status: Decision, decidedByUserId: string): Promise<boolean> {
  const { count } = await tx.taskRequest.updateMany({
    where: { id, status: TaskRequestStatus.OPEN },
    data: { status, decidedByUserId, decidedDate: new Date() },
  });
  return count === 1;
}

/** Staff confirmed a requested attendance by hand: its open request counts as accepted. */
export async function acceptOpenRequestOf(tx: Tx, attendanceId: string, decidedByUserId: string): Promise<void> {
  await tx.taskRequest.updateMany({
    where: { attendanceId, status: TaskRequestStatus.OPEN },
    data: { status: TaskRequestStatus.ACCEPT, decidedByUserId, decidedDate: new Date() },
  });
}

/** A cancelled booking leaves nothing to decide: its open request goes. */
export async function dropOpenRequestOf(tx: Tx, attendanceId: string): Promise<void> {
  await tx.taskRequest.deleteMany({ where: { attendanceId, status: TaskRequestStatus.OPEN } });
}

export const countOpenTaskRequests = (tx: Tx, where: { locationId?: string; courseId?: { in: string[] } }) =>
  tx.taskRequest.count({ where: { ...where, status: TaskRequestStatus.OPEN } });

export async function deleteTaskRequest(tx: Tx, id: string): Promise<void> {
  await tx.taskRequest.deleteMany({ where: { id } });
}

/** The requests with what the list shows of their attendance, appointment, attendee and location. */
export async function withTaskRequestFacts(tx: Tx, rows: TaskRequest[]) {
  const unique = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => x !== null))];
  const [attendances, appointments, attendees, locations] = await Promise.all([
    tx.attendance.findMany({ where: { id: { in: unique(rows.map((r) => r.attendanceId)) } } }),
    tx.appointmentView.findMany({ where: { id: { in: unique(rows.map((r) => r.appointmentId)) } } }),
    tx.attendeeView.findMany({ where: { id: { in: unique(rows.map((r) => r.attendeeId)) } } }),
    tx.locationView.findMany({ where: { id: { in: unique(rows.map((r) => r.locationId)) } } }),
  ]);
  const byId = <T extends { id: string }>(xs: T[]) => new Map(xs.map((x) => [x.id, x]));
  const [att, app, who, where] = [byId(attendances), byId(appointments), byId(attendees), byId(locations)];
  return rows.map((r) => {
    const a = att.get(r.attendanceId);
    const p = app.get(r.appointmentId);
    const person = who.get(r.attendeeId);
    return {
      ...r,
      attendanceStatus: a?.status ?? 1,
      attendeeFullName: person ? fullNameOf(person) : '',
      courseName: p?.courseName ?? '',
      date: p ? fromDbDate(p.date) : '',
      timeFrom: p?.timeFrom ?? '',
      timeTill: p?.timeTill ?? '',
      locationName: (r.locationId && where.get(r.locationId)?.name) || null,
      countCourseMax: p?.maxAttendees ?? 0,
      countOfAttendancesForTheDate: p?.confirmedCount ?? 0,
      bookingDate: (a?.bookingDate ?? r.createdDate).toISOString(),
    };
  });
}
export type TaskRequestRow = Awaited<ReturnType<typeof withTaskRequestFacts>>[number];
