import { notFound, type TxClient } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { findCourse, membershipTypesOf, withCourseExtras, type CourseView } from '../store/courses.ts';
import type { Course } from '../store/generated/client.ts';
import type { MembershipTypeAvailability } from '@takt/proto';

export type CourseDetail = CourseView & { membershipTypeAvailabilities: MembershipTypeAvailability[] };

export async function requireCourse(tx: TxClient<Client>, id: string): Promise<Course> {
  const course = await findCourse(tx, id);
  if (!course) throw notFound('Course');
  return course;
}

/** A course as its detail page shows it: location name, logo flag and membership-type availabilities. */
export async function courseDetail(tx: TxClient<Client>, course: Course): Promise<CourseDetail> {
  const [view] = await withCourseExtras(tx, [course]);
  return { ...view!, membershipTypeAvailabilities: await membershipTypesOf(tx, course.id) };
}
