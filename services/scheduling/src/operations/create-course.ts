import type { Db } from '@takt/kit';
import type { CourseInput } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { createCourse as insertCourse } from '../store/courses.ts';

export function createCourse(db: Db<Client>, input: CourseInput): Promise<{ id: string }> {
  return db.tx(async (tx) => ({ id: await insertCourse(tx, input) }));
}
