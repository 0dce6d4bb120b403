import type { TxClient } from '@takt/kit';
import { AttendanceSource, AttendanceStatus } from '@takt/proto';
import { toDbDate } from '@takt/kit';
import type { Client } from './client.ts';
import type { Attendance, Prisma } from './generated/client.ts';

type Tx = TxClient<Client>;

/** The member's current code version (1 until a code was revoked). */
export async function codeVersionOf(tx: Tx, attendeeId: string): Promise<number> {
  return (await tx.memberCode.findUnique({ where: { attendeeId } }))?.version ?? 1;
}

export async function bumpCodeVersion(tx: Tx, attendeeId: string): Promise<number> {
  const row = await tx.memberCode.upsert({
    where: { attendeeId },
    create: { attendeeId, version: 2 },
    update: { version: { increment: 1 }, updatedAt: new Date() },
  });
  return row.version;
}

/**
 * Which appointments a check-in is for: all of the day's (the door), one course's (a course code),
 * or those at a location (a location code: every course except those known to be elsewhere).
 */
export type CheckInScope = { all: true } | { courseId: string } | { locationId: string };

async function courseWhere(tx: Tx, scope: CheckInScope): Promise<Prisma.AppointmentViewWhereInput> {
  if ('courseId' in scope) return { courseId: scope.courseId };
  if (!('locationId' in scope)) return {};
  const elsewhere = await tx.courseView.findMany({
    where: { AND: [{ locationId: { not: null } }, { locationId: { not: scope.locationId } }] },
    select: { id: true },
  });
  return { courseId: { notIn: elsewhere.map((c) => c.id) } };
}

/** The member's confirmed attendances of appointments on `day` that are not cancelled (within `scope`). */
export async function confirmedOnDay(tx: Tx, attendeeId: string, day: string, scope: CheckInScope = { all: true }): Promise<Attendance[]> {
  const appointments = await tx.appointmentView.findMany({
    where: { date: toDbDate(day), isCancelled: false, ...(await courseWhere(tx, scope)) },
    select: { id: true },
  });
  return tx.attendance.findMany({
    where: { attendeeId, status: AttendanceStatus.Confirmed, appointmentId: { in: appointments.map((a) => a.id) } },
  });
}

/** Marks them checked in once: a second scan keeps the first time. */
export async function markCheckedIn(tx: Tx, ids: string[]): Promise<void> {
  await tx.attendance.updateMany({
    where: { id: { in: ids }, checkedInDate: null },
    data: { checkedInDate: new Date(), source: AttendanceSource.CheckIn },
  });
}

export const attendancesByIds = (tx: Tx, ids: string[]) => tx.attendance.findMany({ where: { id: { in: ids } } });

/** Which code a self check-in used, and where the phone was when the code keeps positions. */
export const recordSelfCheckIn = (tx: Tx, presenceId: string, at: { qrCodeId: string; lat: number | null; lng: number | null }) =>
  tx.presence.update({ where: { id: presenceId }, data: at });
