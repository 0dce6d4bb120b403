import type { Backfill } from '@takt/kit';
import { publishCourseUpdated } from '../events/course.ts';
import type { Client } from '../store/client.ts';
import { coursePricing, everyCourse } from '../store/courses.ts';

/**
 * Courses as they are now, for read models that started after their events left the stream:
 * booking's course_view (a course code's location, approval, prices) and membership's skill
 * parents. Their consumers upsert, so announcing again is harmless.
 */
export const schedulingBackfills: readonly Backfill<Client>[] = [
  {
    name: 'scheduling.course.updated@1',
    async run(tx) {
      const courses = await everyCourse(tx);
      for (const course of courses) await publishCourseUpdated(tx, course, await coursePricing(tx, course), course.companyId);
      return courses.length;
    },
  },
];
