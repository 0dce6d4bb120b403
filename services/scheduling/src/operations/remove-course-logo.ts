import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { deleteCourseLogo } from '../store/course-logos.ts';
import { requireCourse } from './course-steps.ts';

export async function removeCourseLogo(db: Db<Client>, courseId: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    await requireCourse(tx, courseId);
    await deleteCourseLogo(tx, courseId);
  });
  return { ok: true };
}
