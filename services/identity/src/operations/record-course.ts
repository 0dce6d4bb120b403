import type { TxClient } from '@takt/kit';
import type { PayloadOf, SchedulingEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { upsertCourseView } from '../store/reference-views.ts';

/** Keeps which courses a company has; an upsert, so a redelivery changes nothing. */
export function recordCourse(tx: TxClient<Client>, p: PayloadOf<typeof SchedulingEvents.CourseCreated>): Promise<void> {
  return upsertCourseView(tx, p.courseId, p.name);
}
