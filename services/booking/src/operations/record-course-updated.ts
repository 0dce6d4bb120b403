import { localDate, type TxClient } from '@takt/kit';
import type { PayloadOf, SchedulingEvents } from '@takt/proto';
import type { BookingSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';
import { upsertCourseView } from '../store/course-view.ts';
import { updateCourseFacts } from '../store/read-model.ts';

/**
 * A course's membership types, prices, name or location changed: booking's appointments and its
 * course list follow (idempotent; one consumer per subject, decision 0030).
 */
export async function recordCourseUpdated(
  tx: TxClient<Client>,
  settings: BookingSettings,
  p: PayloadOf<typeof SchedulingEvents.CourseUpdated>,
) {
  await updateCourseFacts(tx, p, localDate(new Date(), settings.BOOKING_TIME_ZONE));
  await upsertCourseView(tx, p);
}
