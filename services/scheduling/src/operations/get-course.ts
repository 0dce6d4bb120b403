import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { findCourse } from '../store/courses.ts';
import type { Course } from '../store/generated/client.ts';

export async function getCourse(db: Db<Client>, id: string): Promise<Course> {
  const row = await db.tx((tx) => findCourse(tx, id));
  if (!row) throw notFound('Course');
  return row;
}
