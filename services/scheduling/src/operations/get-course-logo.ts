import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { findCourseLogo, type CourseLogoRow } from '../store/course-logos.ts';

/**
 * A course's logo (public: course pages show it). The course id alone finds it across companies,
 * so this read runs as system work and answers nothing but the image.
 */
export async function getCourseLogo(db: Db<Client>, courseId: string): Promise<CourseLogoRow> {
  const logo = await db.system((tx) => findCourseLogo(tx, courseId));
  if (!logo) throw notFound('Logo');
  return logo;
}
