import type { TxClient } from '@takt/kit';
import { AttendanceSource, AttendanceStatus } from '@takt/proto';
import { toDbDate } from '@takt/kit';
import type { Client } from './client.ts';
import type { Attendance } from './generated/client.ts';

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

/** The member's confirmed attendances of appointments on `day` that are not cancelled. */
export async function confirmedOnDay(tx: Tx, attendeeId: string, day: string): Promise<Attendance[]> {
  const appointments = await tx.appointmentView.findMany({ where: { date: toDbDate(day), isCancelled: false }, select: { id: true } });
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
