import { consumersOf } from '@takt/kit';
import { SchedulingEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { upsertCourseView } from '../store/course-view.ts';

const { on } = consumersOf<Client>();

/**
 * Which courses a company has and where (course QR codes name them); updates follow in
 * courseUpdatedConsumer, and a creation handled after them (retried after a failure) keeps theirs.
 */
export const courseCreatedConsumer = () =>
  on(SchedulingEvents.CourseCreated, async (tx, p, envelope) => {
    await upsertCourseView(tx, p, new Date(envelope.occurredAt));
  });
