import type { Db } from '@takt/kit';
import { copyNameOf } from '../domain/course-copy.ts';
import { publishCourseCreated } from '../events/course-created.ts';
import type { Client } from '../store/client.ts';
import { copyCourseRows } from '../store/course-copy.ts';
import { requireCourse } from './course-steps.ts';

/** A copy of the course named "<name> (2)", with availabilities, logo and date-times but no appointments. */
export function copyCourse(db: Db<Client>, id: string): Promise<{ id: string }> {
  return db.tx(async (tx) => {
    const source = await requireCourse(tx, id);
    const copy = await copyCourseRows(tx, source, copyNameOf(source.name));
    await publishCourseCreated(tx, { id: copy.id, name: copy.name, locationId: copy.locationId });
    return { id: copy.id };
  });
}
