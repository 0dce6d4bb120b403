import { notFound, type Db } from '@takt/kit';
import { deleteCalendarFeed, OWN_FEED_KIND, STAFF_FEED_KINDS } from '../store/calendar-feeds.ts';
import type { Client } from '../store/client.ts';

/** The row goes: its token then answers 404 like one that never existed. */
export async function revokeCalendarFeed(db: Db<Client>, id: string): Promise<void> {
  if (!(await db.tx((tx) => deleteCalendarFeed(tx, id, { kinds: STAFF_FEED_KINDS })))) throw notFound('Calendar feed');
}

/** Only the caller's own feed: another person's feed id answers 404 as if it did not exist. */
export async function revokeOwnCalendarFeed(db: Db<Client>, userId: string, id: string): Promise<void> {
  if (!(await db.tx((tx) => deleteCalendarFeed(tx, id, { kinds: [OWN_FEED_KIND], targetId: userId })))) throw notFound('Calendar feed');
}
