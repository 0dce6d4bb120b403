import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { withCourseAndRoom, type DateTimeView } from '../store/date-times.ts';
import { requireDateTime } from './date-time-steps.ts';

export function getDateTime(db: Db<Client>, id: string): Promise<DateTimeView> {
  return db.tx(async (tx) => (await withCourseAndRoom(tx, [await requireDateTime(tx, id)]))[0]!);
}
