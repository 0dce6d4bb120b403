import { type TxClient } from '@takt/kit';
import { attendeeAccess } from '../domain/attendee-access.ts';
import type { BookingSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';
import { findAppointment, findAttendee, findLiveAttendance } from '../store/attendances.ts';
import { liveSeriesOf } from '../store/series.ts';
import { attendeeIsInactive, bookInTx } from './book-attendance.ts';

/**
 * A new appointment of a date-time gets the attendees of its running series, in the inbox's
 * transaction; a redelivery finds them booked and changes nothing. An attendee whose membership
 * does not cover the date (ended, or of an unlisted type) or who is inactive is skipped, not failed.
 */
export async function bookSeriesAttendees(tx: TxClient<Client>, settings: BookingSettings, appointmentId: string, dateTimeId: string) {
  const appointment = await findAppointment(tx, appointmentId);
  for (const s of await liveSeriesOf(tx, dateTimeId)) {
    if (await findLiveAttendance(tx, appointmentId, s.attendeeId)) continue;
    const attendee = await findAttendee(tx, s.attendeeId);
    if (appointment && attendee && !attendeeAccess(appointment, attendee).available) continue;
    if (attendee && attendeeIsInactive(attendee, settings)) continue;
    await bookInTx(tx, settings, { attendeeId: s.attendeeId, appointmentId }, s.createdByUserId);
  }
}
