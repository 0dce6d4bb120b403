import type { Db } from '@takt/kit';
import { calendarFeeds, OWN_FEED_KIND, STAFF_FEED_KINDS, targetNames } from '../store/calendar-feeds.ts';
import type { Client } from '../store/client.ts';
import type { CalendarFeed } from '../store/generated/client.ts';

export type NamedCalendarFeed = CalendarFeed & { targetName: string | null };

export function getCalendarFeeds(db: Db<Client>): Promise<NamedCalendarFeed[]> {
  return db.tx(async (tx) => {
    const feeds = await calendarFeeds(tx, { kinds: STAFF_FEED_KINDS });
    const names = await targetNames(
      tx,
      feeds.map((f) => f.targetId),
    );
    return feeds.map((f) => ({ ...f, targetName: names.get(f.targetId) ?? null }));
  });
}

export function getOwnCalendarFeeds(db: Db<Client>, userId: string): Promise<NamedCalendarFeed[]> {
  return db.tx(async (tx) =>
    (await calendarFeeds(tx, { kinds: [OWN_FEED_KIND], targetId: userId })).map((f) => ({ ...f, targetName: null })),
  );
}
