import { validationFailed, type Db } from '@takt/kit';
import type { DateTimeInput } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { updateDateTimeRow, withCourseAndRoom, type DateTimeView } from '../store/date-times.ts';
import { plannedDates, requireDateTime } from './date-time-steps.ts';
import { assertRoomKnown } from './room-steps.ts';

/**
 * Saves a date-time's schedule; its appointments stay as they are until the screen asks for
 * UpdateByDateTimeId, which decides per appointment (bookings are never moved silently).
 */
export function updateDateTime(db: Db<Client>, id: string, input: DateTimeInput): Promise<DateTimeView> {
  plannedDates(input);
  return db.tx(async (tx) => {
    const before = await requireDateTime(tx, id);
    if (before.courseId !== input.courseId) throw validationFailed([{ field: 'courseId', message: 'a date-time stays with its course' }]);
    await assertRoomKnown(tx, input.roomId);
    return (await withCourseAndRoom(tx, [await updateDateTimeRow(tx, id, input)]))[0]!;
  });
}
