import type { Db } from '@takt/kit';
import { calendarFeeds, targetNames } from '../store/calendar-feeds.ts';
import type { Client } from '../store/client.ts';
import type { CalendarFeed } from '../store/generated/client.ts';

export type NamedCalendarFeed = CalendarFeed & { targetName: string | null };

export function getCalendarFeeds(db: Db<Client>): Promise<NamedCalendarFeed[]> {
  return db.tx(async (tx) => {
    const feeds = await calendarFeeds(tx);
    const names = await targetNames(
      tx,
      feeds.map((f) => f.targetId),
    );
    return feeds.map((f) => ({ ...f, targetName: names.get(f.targetId) ?? null }));
  });
}
