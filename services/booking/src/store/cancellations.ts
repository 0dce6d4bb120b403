import type { TxClient } from '@takt/kit';
import { AttendanceStatus } from '@takt/proto';
import type { Client } from './client.ts';
import type { Attendance } from './generated/client.ts';
import { dropOpenRequestOf } from './task-requests.ts';

type Tx = TxClient<Client>;

/** Cancels a live attendance (and drops its open task request); false when it was cancelled already (also by a concurrent call). */
export async function markCancelled(tx: Tx, id: string, data: { late: boolean; canceledByUserId: string | null }): Promise<boolean> {
  const { count } = await tx.attendance.updateMany({
    where: { id, status: { not: AttendanceStatus.Canceled } },
    data: {
      status: AttendanceStatus.Canceled,
      canceledDate: new Date(),
      lateCancellation: data.late,
      canceledByUserId: data.canceledByUserId,
    },
  });
  if (count === 1) await dropOpenRequestOf(tx, id);
  return count === 1;
}

export function waitingCount(tx: Tx, appointmentId: string): Promise<number> {
  return tx.attendance.count({ where: { appointmentId, status: AttendanceStatus.OnWaitingList } });
}

/**
 * Confirms the first `limit` on the appointment's waiting list, in number order. Callers hold the
 * appointment row (a seat UPDATE) first, so two promotions never pick the same attendee.
 */
export async function promoteWaiting(
  tx: Tx,
  appointmentId: string,
  limit: number,
): Promise<{ attendance: Attendance; former: number | null }[]> {
  const rows = await tx.$queryRaw<{ id: string; former: number | null }[]>`
    WITH next AS (
      SELECT id, waiting_list_number FROM attendance
      WHERE appointment_id = ${appointmentId}::uuid AND status = 4
        -- Holders of an open offer keep it (a company that switched back from offers).
        AND NOT EXISTS (SELECT 1 FROM waiting_offer o WHERE o.attendance_id = attendance.id AND o.state = 'OPEN')
      ORDER BY waiting_list_number LIMIT ${limit}
    )
    UPDATE attendance a SET status = 2, waiting_list_number = NULL FROM next WHERE a.id = next.id
    RETURNING a.id::text AS id, next.waiting_list_number AS former`;
  const byId = new Map(rows.map((r) => [r.id, r.former]));
  const attendances = await tx.attendance.findMany({ where: { id: { in: [...byId.keys()] } } });
  return attendances
    .map((attendance) => ({ attendance, former: byId.get(attendance.id) ?? null }))
    .sort((a, b) => (a.former ?? 0) - (b.former ?? 0));
}

/** Confirms a waiting (or not yet confirmed, or requested) attendance by hand, whatever its place in the list. */
export async function confirmByHand(tx: Tx, id: string): Promise<boolean> {
  const { NotConfirmed, Requested, OnWaitingList } = AttendanceStatus;
  const { count } = await tx.attendance.updateMany({
    where: { id, status: { in: [NotConfirmed, Requested, OnWaitingList] } },
    data: { status: AttendanceStatus.Confirmed, waitingListNumber: null },
  });
  return count === 1;
}

export function findAttendancesByIds(tx: Tx, ids: string[]): Promise<Attendance[]> {
  return tx.attendance.findMany({ where: { id: { in: ids } } });
}

/** Live attendances of the attendee on the given appointments. */
export function findLiveOfAttendee(tx: Tx, attendeeId: string, appointmentIds: string[]): Promise<Attendance[]> {
  return tx.attendance.findMany({
    where: { attendeeId, appointmentId: { in: appointmentIds }, status: { not: AttendanceStatus.Canceled } },
  });
}

export function findLiveOfAppointment(tx: Tx, appointmentId: string): Promise<Attendance[]> {
  return tx.attendance.findMany({ where: { appointmentId, status: { not: AttendanceStatus.Canceled } } });
}

/** The course's appointments from a date on (the caller filters the start time of that day). */
export function appointmentsOfCourseFrom(tx: Tx, courseId: string, fromDate: string) {
  return tx.appointmentView.findMany({ where: { courseId, date: { gte: new Date(fromDate) } } });
}

export async function removeAttendance(tx: Tx, id: string): Promise<void> {
  await tx.attendance.deleteMany({ where: { id } });
}

/** The attendee's waiting entries on other appointments of that date, with those appointments. */
export async function waitingEntriesOn(tx: Tx, attendeeId: string, date: Date, exceptAppointmentId: string) {
  const waits = await tx.attendance.findMany({
    where: { attendeeId, status: AttendanceStatus.OnWaitingList, appointmentId: { not: exceptAppointmentId } },
  });
  if (waits.length === 0) return [];
  const views = await tx.appointmentView.findMany({ where: { id: { in: waits.map((w) => w.appointmentId) }, date } });
  const byId = new Map(views.map((v) => [v.id, v]));
  return waits.flatMap((attendance) => {
    const waitingOn = byId.get(attendance.appointmentId);
    return waitingOn ? [{ attendance, waitingOn }] : [];
  });
}
