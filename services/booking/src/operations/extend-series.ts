import type { TxClient } from '@takt/kit';
import type { BookingSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';
import { findLiveAttendance } from '../store/attendances.ts';
import { liveSeriesOf } from '../store/series.ts';
import { bookInTx } from './book-attendance.ts';

/**
 * A new appointment of a date-time gets the attendees of its running series, in the inbox's
 * transaction; a redelivery finds them booked and changes nothing.
 */
export async function bookSeriesAttendees(tx: TxClient<Client>, settings: BookingSettings, appointmentId: string, dateTimeId: string) {
  for (const s of await liveSeriesOf(tx, dateTimeId)) {
    if (await findLiveAttendance(tx, appointmentId, s.attendeeId)) continue;
    await bookInTx(tx, settings, { attendeeId: s.attendeeId, appointmentId }, s.createdByUserId);
  }
}
