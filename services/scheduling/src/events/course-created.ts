import { publishEvent } from '@takt/kit';
import { SchedulingEvents } from '@takt/proto';

/** Records CourseCreated in the outbox of `tx`: identity checks department refs to courses against it, booking course codes. */
export async function publishCourseCreated(tx: unknown, course: { id: string; name: string; locationId: string | null }): Promise<void> {
  await publishEvent(tx, SchedulingEvents.CourseCreated, { courseId: course.id, name: course.name, locationId: course.locationId });
}
