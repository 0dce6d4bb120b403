import { fromDbDate, notFound, type Db } from '@takt/kit';
import { wallMinutes, type BodyOf, type bookingContracts, type UserCaller } from '@takt/proto';
import { findAttendee } from '../store/attendances.ts';
import { appointmentsOfCourseFrom, findLiveOfAttendee } from '../store/cancellations.ts';
import type { Client } from '../store/client.ts';
import type { BookingSettings } from '../settings.ts';
import { cancelInTx, merge, type CancelOutcome } from './cancel-steps.ts';

type Body = BodyOf<typeof bookingContracts.setCancelledStatusMultipleByCourse>;

/**
 * Cancels every live booking of the attendee in the course whose start is at or after the
 * caller's local moment (its wall-clock part; appointments carry local times), in one transaction.
 */
export function cancelByCourse(db: Db<Client>, settings: BookingSettings, user: UserCaller, body: Body): Promise<CancelOutcome> {
  const fromDate = body.clientLocalDateTime.slice(0, 10);
  const from = wallMinutes(fromDate, body.clientLocalDateTime.slice(11, 16));
  return db.tx(async (tx) => {
    if (!(await findAttendee(tx, body.attendeeId))) throw notFound('Attendee');
    const appointments = (await appointmentsOfCourseFrom(tx, body.courseId, fromDate)).filter(
      (ap) => wallMinutes(fromDbDate(ap.date), ap.timeFrom) >= from,
    );
    const live = await findLiveOfAttendee(
      tx,
      body.attendeeId,
      appointments.map((ap) => ap.id),
    );
    const outcomes: CancelOutcome[] = [];
    for (const a of live) outcomes.push(await cancelInTx(tx, settings, a, 'staff', user.userId));
    return merge(outcomes);
  });
}
