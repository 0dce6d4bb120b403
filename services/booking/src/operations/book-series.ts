import { fail, fromDbDate, isUniqueViolation, notFound, toDbDate, validationFailed, type Db, type TxClient } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import { comingAfter } from '../domain/series-dates.ts';
import type { BookingSettings } from '../settings.ts';
import { findAttendee } from '../store/attendances.ts';
import type { Client } from '../store/client.ts';
import type { Attendance, AttendeeCourse } from '../store/generated/client.ts';
import { appointmentsOfDateTime, insertSeries, liveBookingsOn } from '../store/series.ts';
import { attendeeAccess } from '../domain/attendee-access.ts';
import { assertAttendeeActive, bookInTx } from './book-attendance.ts';
import { leaveLineOnSeries } from './waiting-position-steps.ts';
import { dateTimeKnown } from '../store/waiting-positions.ts';

type Tx = TxClient<Client>;
export interface SeriesRequest {
  attendeeId: string;
  dateTimeId: string;
}
export interface SeriesBooked {
  series: AttendeeCourse;
  booked: Attendance[];
}

/**
 * Books the attendee on the date-time's coming appointments (after the caller's local moment),
 * skipping those already booked; each one confirmed or on its waiting list as a single booking
 * would be. The series itself makes new appointments of the date-time book the attendee too.
 */
async function bookSeriesInTx(
  tx: Tx,
  settings: BookingSettings,
  r: SeriesRequest,
  clientLocal: string,
  userId: string,
): Promise<SeriesBooked> {
  const attendee = await findAttendee(tx, r.attendeeId);
  if (!attendee) throw notFound('Attendee');
  assertAttendeeActive(attendee, settings);
  const candidates = await appointmentsOfDateTime(tx, r.dateTimeId, toDbDate(clientLocal));
  // Unknown (or another company's) answers 404; a known one whose appointments are all past, a field error.
  if (candidates.length === 0 && !(await dateTimeKnown(tx, r.dateTimeId))) throw notFound('Date-time');
  const upcoming = comingAfter(
    candidates.map((a) => ({ ...a, date: fromDbDate(a.date) })),
    clientLocal,
  );
  if (upcoming.length === 0) throw validationFailed([{ field: 'dateTimeId', message: 'no coming appointments of this course time' }]);
  // Dates the attendee's membership does not cover (ended, or an unlisted type) are left out.
  const coming = upcoming.filter((a) => attendeeAccess({ ...a, date: new Date(a.date) }, attendee).available);
  if (coming.length === 0) throw fail(ErrorCode.NotAvailableForAttendee, 'No coming appointment is open to the attendee');
  const series = await insertSeries(tx, { attendeeId: r.attendeeId, dateTimeId: r.dateTimeId, createdByUserId: userId });
  await leaveLineOnSeries(tx, r.attendeeId, r.dateTimeId);
  const taken = new Set(
    (
      await liveBookingsOn(
        tx,
        r.attendeeId,
        coming.map((a) => a.id),
      )
    ).map((a) => a.appointmentId),
  );
  const booked: Attendance[] = [];
  for (const a of coming.filter((c) => !taken.has(c.id))) {
    booked.push(await bookInTx(tx, settings, { attendeeId: r.attendeeId, appointmentId: a.id }, userId));
  }
  return { series, booked };
}

const alreadySeries = () => fail(ErrorCode.AlreadyBooked, 'The attendee has a running series booking of this course time');

/** One or several series in one transaction: all of them or none. */
export async function bookSeries(
  db: Db<Client>,
  settings: BookingSettings,
  requests: SeriesRequest[],
  clientLocal: string,
  userId: string,
): Promise<SeriesBooked[]> {
  try {
    return await db.tx(async (tx) => {
      const out: SeriesBooked[] = [];
      for (const r of requests) out.push(await bookSeriesInTx(tx, settings, r, clientLocal, userId));
      return out;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'attendee_course_live')) throw alreadySeries();
    throw err;
  }
}
