import type { Bus, Router } from '@takt/kit';
import { bookingContracts as c } from '@takt/proto';
import { appointmentsOf, noticeSeats } from '../events/seats-notice.ts';
import { cancelAnonymously } from '../operations/cancel-anonymous.ts';
import { cancelAttendance, cancelByAppointment } from '../operations/cancel-attendance.ts';
import { cancelByCourse } from '../operations/cancel-by-course.ts';
import { deleteAttendance } from '../operations/delete-attendance.ts';
import { setConfirmedStatusMultiple } from '../operations/set-confirmed-status-multiple.ts';
import type { BookingSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';
import { outcomeDto, toDto } from './attendance-dto.ts';
import type { CancelOutcome } from '../operations/cancel-steps.ts';

export function cancellationRoutes(r: Router<Client>, settings: BookingSettings, bus: Bus): void {
  /** Answers the outcome after telling the company's clients which appointments' seats moved. */
  const told = async <O extends CancelOutcome>(companyId: string, outcome: O): Promise<O> => {
    const confirmed = 'confirmed' in outcome ? (outcome.confirmed as { appointmentId: string }[]) : [];
    await noticeSeats(bus, companyId, appointmentsOf(outcome.cancelled, outcome.promoted, confirmed));
    return outcome;
  };

  r.handle(c.cancel, async ({ params, db, user }) =>
    outcomeDto(await told(user.companyId, await cancelAttendance(db, settings, user, params.id))),
  );

  r.handle(c.cancelByAppointment, async ({ params, db, user }) =>
    outcomeDto(await told(user.companyId, await cancelByAppointment(db, settings, user, params.appointmentId, params.attendeeId))),
  );

  r.handle(c.cancelAnonymous, async ({ params, body, db }) => {
    const { companyId, outcome } = await cancelAnonymously(db, settings, params.id, body.token);
    await told(companyId, outcome);
    return { ok: true as const };
  });

  r.handle(c.setConfirmedStatusMultiple, async ({ body, db, user }) => {
    const outcome = await told(user.companyId, await setConfirmedStatusMultiple(db, settings, user, body));
    return { ...outcomeDto(outcome), confirmed: outcome.confirmed.map(toDto) };
  });

  r.handle(c.setCancelledStatusMultipleByCourse, async ({ body, db, user }) =>
    outcomeDto(await told(user.companyId, await cancelByCourse(db, settings, user, body))),
  );

  r.handle(c.deleteAttendance, async ({ params, db, user }) =>
    outcomeDto(await told(user.companyId, await deleteAttendance(db, settings, user, params.id))),
  );
}
