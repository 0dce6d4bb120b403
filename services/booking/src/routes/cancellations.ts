import type { Router } from '@takt/kit';
import { bookingContracts as c } from '@takt/proto';
import { cancelAnonymously } from '../operations/cancel-anonymous.ts';
import { cancelAttendance, cancelByAppointment } from '../operations/cancel-attendance.ts';
import { cancelByCourse } from '../operations/cancel-by-course.ts';
import { deleteAttendance } from '../operations/delete-attendance.ts';
import { setConfirmedStatusMultiple } from '../operations/set-confirmed-status-multiple.ts';
import type { BookingSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';
import { outcomeDto, toDto } from './attendance-dto.ts';

export function cancellationRoutes(r: Router<Client>, settings: BookingSettings): void {
  r.handle(c.cancel, async ({ params, db, user }) => outcomeDto(await cancelAttendance(db, settings, user, params.id)));

  r.handle(c.cancelByAppointment, async ({ params, db, user }) =>
    outcomeDto(await cancelByAppointment(db, settings, user, params.appointmentId, params.attendeeId)),
  );

  r.handle(c.cancelAnonymous, async ({ params, body, db }) => {
    await cancelAnonymously(db, settings, params.id, body.token);
    return { ok: true as const };
  });

  r.handle(c.setConfirmedStatusMultiple, async ({ body, db, user }) => {
    const outcome = await setConfirmedStatusMultiple(db, settings, user, body);
    return { ...outcomeDto(outcome), confirmed: outcome.confirmed.map(toDto) };
  });

  r.handle(c.setCancelledStatusMultipleByCourse, async ({ body, db, user }) => outcomeDto(await cancelByCourse(db, settings, user, body)));

  r.handle(c.deleteAttendance, async ({ params, db, user }) => outcomeDto(await deleteAttendance(db, settings, user, params.id)));
}
