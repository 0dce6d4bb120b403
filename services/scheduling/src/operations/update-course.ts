import { localDate, type Db } from '@takt/kit';
import type { CourseInput } from '@takt/proto';
import { publishCourseUpdated } from '../events/course.ts';
import type { Client } from '../store/client.ts';
import { courseColumns, coursePricing, renameFutureAppointments, replaceMembershipTypes, updateCourseRow } from '../store/courses.ts';
import { courseDetail, requireCourse, type CourseDetail } from './course-steps.ts';
import { assertLocationKnown } from './room-steps.ts';

/**
 * Saves a course; its future appointments take the new name and type (past ones keep what they
 * were held as). Membership-type availabilities are replaced only when the input lists them.
 */
export async function updateCourse(db: Db<Client>, id: string, input: CourseInput): Promise<CourseDetail> {
  const before = await db.tx((tx) => requireCourse(tx, id));
  if (input.locationId && input.locationId !== before.locationId) await assertLocationKnown(db, input.locationId);
  return db.tx(async (tx) => {
    await requireCourse(tx, id);
    const course = await updateCourseRow(tx, id, courseColumns(input));
    if (input.membershipTypeAvailabilities) await replaceMembershipTypes(tx, id, input.membershipTypeAvailabilities);
    await renameFutureAppointments(tx, course, localDate());
    await publishCourseUpdated(tx, course, await coursePricing(tx, course));
    return courseDetail(tx, course);
  });
}
