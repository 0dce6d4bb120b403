import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { courseDetail, requireCourse, type CourseDetail } from './course-steps.ts';

export function getCourse(db: Db<Client>, id: string): Promise<CourseDetail> {
  return db.tx(async (tx) => courseDetail(tx, await requireCourse(tx, id)));
}
