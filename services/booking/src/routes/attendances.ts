import { answerAsDocument, type Bus, type Router } from '@takt/kit';
import { bookingContracts } from '@takt/proto';
import { printOf } from './print.ts';
import { noticeSeats } from '../events/seats-notice.ts';
import { addAttendances } from '../operations/add-attendances.ts';
import { bookAttendance } from '../operations/book-attendance.ts';
import { updateAttendance } from '../operations/update-attendance.ts';
import { exportConfirmed } from '../operations/export-confirmed.ts';
import { getAttendance } from '../operations/get-attendance.ts';
import { actsAsStaff } from '../operations/cancel-steps.ts';
import { ownAttendances } from '../store/attendee-names.ts';
import type { BookingSettings } from '../settings.ts';
import { withAttendeeNames } from '../store/attendee-names.ts';
import type { Client } from '../store/client.ts';
import { inDepartment, taughtBy } from '../store/course-departments.ts';
import { toDto } from './attendance-dto.ts';

export function attendanceRoutes(r: Router<Client>, settings: BookingSettings, bus: Bus): void {
  r.handle(bookingContracts.book, async ({ body, db, user }) => {
    const attendance = await bookAttendance(db, settings, body, user);
    await noticeSeats(bus, user.companyId, [attendance.appointmentId]);
    return toDto(attendance);
  });

  r.handle(bookingContracts.addAttendances, async ({ body, db, user }) => {
    const booked = await addAttendances(db, settings, body.attendances, user);
    await noticeSeats(
      bus,
      user.companyId,
      booked.map((a) => a.appointmentId),
    );
    return booked.map(toDto);
  });

  r.handle(bookingContracts.updateAttendance, async ({ params, body, db }) => toDto(await updateAttendance(db, params.id, body)));

  r.handle(bookingContracts.exportConfirmed, async ({ body, query, db, user, reply }) => {
    const data = await exportConfirmed(db, user, body);
    if (body.exportPdf) answerAsDocument(reply, printOf('confirmedAttendances', query));
    return data;
  });

  r.handle(bookingContracts.getAttendance, async ({ params, db }) => toDto(await getAttendance(db, params.id)));

  r.list(bookingContracts.listAttendances, {
    model: (tx) => tx.attendance,
    // A member lists only their own bookings and their children's.
    where: ({ user }, tx) => (actsAsStaff(user) ? {} : ownAttendances(tx, user.userId)),
    enrich: withAttendeeNames,
    map: toDto,
  });

  r.list(bookingContracts.listAttendancesInDepartment, {
    model: (tx) => tx.attendance,
    where: ({ params, query }, tx) => inDepartment(tx, params.departmentId, query.trainerId),
    enrich: withAttendeeNames,
    map: toDto,
  });

  r.list(bookingContracts.listAttendancesByTrainer, {
    model: (tx) => tx.attendance,
    where: ({ params }, tx) => taughtBy(tx, params.trainerId),
    enrich: withAttendeeNames,
    map: toDto,
  });
}
