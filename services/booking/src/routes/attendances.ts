import { dtoOf, type Router } from '@takt/kit';
import { bookingContracts, Attendance as AttendanceDto } from '@takt/proto';
import { bookAttendance } from '../operations/book-attendance.ts';
import { getAttendance } from '../operations/get-attendance.ts';
import type { Client } from '../store/client.ts';
import type { Attendance } from '../store/generated/client.ts';

const toDto = dtoOf(AttendanceDto, (a: Attendance) => ({ attendeeOnWaitingListNumber: a.waitingListNumber }));

export function attendanceRoutes(r: Router<Client>): void {
  r.handle(bookingContracts.book, async ({ body, db, user }) => toDto(await bookAttendance(db, body, user.userId)));

  r.handle(bookingContracts.getAttendance, async ({ params, db }) => toDto(await getAttendance(db, params.id)));

  r.list(bookingContracts.listAttendances, { model: (tx) => tx.attendance, map: toDto });
}
