import { localDate, type TxClient } from '@takt/kit';
import type { PayloadOf, SchedulingEvents } from '@takt/proto';
import type { BookingSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';
import { updateCourseFacts } from '../store/read-model.ts';

/** A course's membership types, prices and name changed: booking's appointments follow (idempotent). */
export function recordCourseUpdated(tx: TxClient<Client>, settings: BookingSettings, p: PayloadOf<typeof SchedulingEvents.CourseUpdated>) {
  return updateCourseFacts(tx, p, localDate(new Date(), settings.BOOKING_TIME_ZONE));
}
