import { publishEvent } from '@takt/kit';
import { SchedulingEvents } from '@takt/proto';
import type { CoursePricing } from '../store/courses.ts';
import type { Course } from '../store/generated/client.ts';

/** Records CourseUpdated in the outbox of `tx`: read models of the course follow its facts. */
export async function publishCourseUpdated(tx: unknown, c: Course, pricing: CoursePricing, companyId?: string): Promise<void> {
  await publishEvent(
    tx,
    SchedulingEvents.CourseUpdated,
    {
      courseId: c.id,
      name: c.name,
      type: c.type,
      color: c.color,
      active: c.active,
      centCost: c.centCost,
      requiresApproval: c.requiresApproval,
      locationId: c.locationId,
      membershipTypeAvailabilities: pricing.membershipTypeAvailabilities,
    },
    companyId,
  );
}

export async function publishCourseDeleted(tx: unknown, courseId: string): Promise<void> {
  await publishEvent(tx, SchedulingEvents.CourseDeleted, { courseId });
}
