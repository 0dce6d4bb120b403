import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import type { PresenceAttendance } from './generated/client.ts';

type Tx = TxClient<Client>;

export const findLink = (tx: Tx, id: string) => tx.presenceAttendance.findUnique({ where: { id } });

export const findVisit = (tx: Tx, id: string) => tx.presence.findUnique({ where: { id } });

/** The attendances among `ids` the tenant has, with their attendee. */
export const attendancesOf = (tx: Tx, ids: string[]) =>
  tx.attendance.findMany({ where: { id: { in: ids } }, select: { id: true, attendeeId: true } });

export const createLinks = (tx: Tx, presenceId: string, attendanceIds: string[]) =>
  tx.presenceAttendance.createManyAndReturn({ data: attendanceIds.map((attendanceId) => ({ presenceId, attendanceId })) });

export const moveLink = (tx: Tx, id: string, presenceId: string, attendanceId: string) =>
  tx.presenceAttendance.update({ where: { id }, data: { presenceId, attendanceId } });

export const deleteLink = (tx: Tx, id: string) => tx.presenceAttendance.delete({ where: { id } });

/** The wire shape names the attendance `attendancesId`, as the spec does. */
export const linkDto = (l: PresenceAttendance) => ({
  id: l.id,
  presenceId: l.presenceId,
  attendancesId: l.attendanceId,
  createdDate: l.createdDate.toISOString(),
});
