import { localDate, type TxClient } from '@takt/kit';
import type { PayloadOf, SchedulingEvents } from '@takt/proto';
import type { BookingSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';
import { upsertCourseView } from '../store/course-view.ts';
import { updateCourseFacts } from '../store/read-model.ts';

/**
 * A course's membership types, prices, name or location changed: booking's appointments and its
 * course list follow (idempotent; one consumer per subject, decision 0030). One handled after a
 * newer change (retried after a failure) changes nothing: the old types would let the wrong
 * members book, at the old prices.
 */
export async function recordCourseUpdated(
  tx: TxClient<Client>,
  settings: BookingSettings,
  p: PayloadOf<typeof SchedulingEvents.CourseUpdated>,
  occurredAt: string,
) {
  const at = new Date(occurredAt);
  if (!(await upsertCourseView(tx, p, at))) return;
  await updateCourseFacts(tx, p, localDate(new Date(), settings.BOOKING_TIME_ZONE), at);
}
