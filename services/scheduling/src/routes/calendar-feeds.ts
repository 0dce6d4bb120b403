import { dtoOf, type Router } from '@takt/kit';
import { CalendarFeed as CalendarFeedDto, schedulingContracts as routes } from '@takt/proto';
import { createCalendarFeed, createOwnCalendarFeed } from '../operations/create-calendar-feed.ts';
import { getCalendarFeedFile } from '../operations/get-calendar-feed-file.ts';
import { getCalendarFeeds, getOwnCalendarFeeds, type NamedCalendarFeed } from '../operations/get-calendar-feeds.ts';
import { revokeCalendarFeed, revokeOwnCalendarFeed } from '../operations/revoke-calendar-feed.ts';
import { feedPath } from '../store/calendar-feeds.ts';
import type { Client } from '../store/client.ts';

const toDto = dtoOf(CalendarFeedDto, (f: NamedCalendarFeed) => ({ path: feedPath(f.token) }));

export function calendarFeedRoutes(r: Router<Client>): void {
  r.handle(routes.listCalendarFeeds, async ({ db }) => (await getCalendarFeeds(db)).map(toDto));
  r.handle(routes.createCalendarFeed, async ({ body, db }) => toDto({ ...(await createCalendarFeed(db, body)), targetName: null }));
  r.handle(routes.revokeCalendarFeed, ({ params, db }) => revokeCalendarFeed(db, params.id));
  r.handle(routes.listOwnCalendarFeeds, async ({ db, user }) => (await getOwnCalendarFeeds(db, user.userId)).map(toDto));
  r.handle(routes.createOwnCalendarFeed, async ({ db, user }) =>
    toDto({ ...(await createOwnCalendarFeed(db, user.userId)), targetName: null }),
  );
  r.handle(routes.revokeOwnCalendarFeed, ({ params, db, user }) => revokeOwnCalendarFeed(db, user.userId, params.id));
  r.handle(routes.getCalendarFeedFile, async ({ params, db, reply }) =>
    reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .send(await getCalendarFeedFile(db, params.file)),
  );
}
