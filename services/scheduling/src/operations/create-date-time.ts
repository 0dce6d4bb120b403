import { validationFailed, type Db } from '@takt/kit';
import type { DateTimeInput } from '@takt/proto';
import { occurrences } from '../domain/recurrence.ts';
import type { Client } from '../store/client.ts';
import { createDateTime as insertDateTime, findCourse } from '../store/courses.ts';
import { assertRoomKnown } from './room-steps.ts';

export async function createDateTime(db: Db<Client>, input: DateTimeInput): Promise<{ id: string }> {
  // A schedule that could never be generated (bad period values, too many dates) is refused up front.
  const planned = occurrences(input);
  if ('issue' in planned) throw validationFailed([planned.issue]);
  return db.tx(async (tx) => {
    if (!(await findCourse(tx, input.courseId))) throw validationFailed([{ field: 'courseId', message: 'unknown course' }]);
    await assertRoomKnown(tx, input.roomId);
    return { id: await insertDateTime(tx, input) };
  });
}
