import { notFound, type Db } from '@takt/kit';
import { deleteCalendarFeed } from '../store/calendar-feeds.ts';
import type { Client } from '../store/client.ts';

/** The row goes: its token then answers 404 like one that never existed. */
export async function revokeCalendarFeed(db: Db<Client>, id: string): Promise<void> {
  if (!(await db.tx((tx) => deleteCalendarFeed(tx, id)))) throw notFound('Calendar feed');
}
