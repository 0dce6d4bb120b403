import type { Db } from '@takt/kit';
import type { CourseInput } from '@takt/proto';
import { publishCourseCreated } from '../events/course-created.ts';
import type { Client } from '../store/client.ts';
import { createCourse as insertCourse, replaceMembershipTypes } from '../store/courses.ts';
import { assertLocationKnown } from './room-steps.ts';

// responsibleId and tariffId are stored as given: scheduling keeps no read model of users or
// tariffs yet; membership-type ids likewise until membership publishes its types.
export async function createCourse(db: Db<Client>, input: CourseInput): Promise<{ id: string }> {
  if (input.locationId) await assertLocationKnown(db, input.locationId);
  return db.tx(async (tx) => {
    const id = await insertCourse(tx, input);
    await replaceMembershipTypes(tx, id, input.membershipTypeAvailabilities ?? []);
    await publishCourseCreated(tx, { id, name: input.name, locationId: input.locationId ?? null });
    return { id };
  });
}
