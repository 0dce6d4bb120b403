import { fail, notFound, toDbDate, localDate, type Db } from '@takt/kit';
import { ErrorCode, type UserCaller } from '@takt/proto';
import type { BookingSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';
import { appointmentsOfDateTime, endSeries, findSeries, liveBookingsOn } from '../store/series.ts';
import { cancelInTx, merge, type CancelOutcome } from './cancel-steps.ts';

/**
 * Ends a series: its coming bookings (from today on, in the studio's zone) are cancelled as staff
 * would cancel each, and every freed place goes to that appointment's waiting list.
 */
export function cancelSeries(db: Db<Client>, settings: BookingSettings, user: UserCaller, id: string) {
  return db.tx(async (tx) => {
    const series = await findSeries(tx, id);
    if (!series) throw notFound('Series booking');
    if (series.cancelled) throw fail(ErrorCode.AttendanceCancelled, 'The series booking is cancelled already');
    const today = toDbDate(localDate(new Date(), settings.BOOKING_TIME_ZONE));
    const appointments = await appointmentsOfDateTime(tx, series.dateTimeId, today);
    const live = await liveBookingsOn(
      tx,
      series.attendeeId,
      appointments.map((a) => a.id),
    );
    const outcomes: CancelOutcome[] = [];
    for (const a of live) outcomes.push(await cancelInTx(tx, settings, a, 'staff', user.userId));
    return { series: await endSeries(tx, id, user.userId), ...merge(outcomes) };
  });
}
