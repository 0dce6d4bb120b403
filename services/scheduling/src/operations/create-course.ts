import { knownSoon, validationFailed, type Db } from '@takt/kit';
import type { CourseInput } from '@takt/proto';
import { publishCourseCreated } from '../events/course-created.ts';
import type { Client } from '../store/client.ts';
import { createCourse as insertCourse } from '../store/courses.ts';
import { locationKnown } from '../store/location-view.ts';

export async function createCourse(db: Db<Client>, input: CourseInput): Promise<{ id: string }> {
  const { locationId } = input;
  // Identity owns locations: only one the company has (in the read model, which may lag a moment).
  if (locationId && !(await knownSoon(() => db.tx((tx) => locationKnown(tx, locationId))))) {
    throw validationFailed([{ field: 'locationId', message: 'unknown location' }]);
  }
  return db.tx(async (tx) => {
    const id = await insertCourse(tx, input);
    await publishCourseCreated(tx, { id, name: input.name });
    return { id };
  });
}
