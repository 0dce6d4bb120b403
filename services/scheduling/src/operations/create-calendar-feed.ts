import { knownSoon, validationFailed, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { insertCalendarFeed, OWN_FEED_KIND, trainerKnown } from '../store/calendar-feeds.ts';
import type { CalendarFeed } from '../store/generated/client.ts';
import { locationKnown } from '../store/location-view.ts';

/** A new secret feed URL of one of the company's locations or trainers; several may exist, each revoked on its own. */
export async function createCalendarFeed(db: Db<Client>, input: { kind: 'location' | 'trainer'; targetId: string }): Promise<CalendarFeed> {
  const known = input.kind === 'location' ? locationKnown : trainerKnown;
  if (!(await knownSoon(() => db.tx((tx) => known(tx, input.targetId))))) {
    throw validationFailed([{ field: 'targetId', message: `unknown ${input.kind}` }]);
  }
  return db.tx((tx) => insertCalendarFeed(tx, input.kind, input.targetId));
}

/** A person's own feed of what they booked; the feed follows the login, not a staff-chosen target. */
export function createOwnCalendarFeed(db: Db<Client>, userId: string): Promise<CalendarFeed> {
  return db.tx((tx) => insertCalendarFeed(tx, OWN_FEED_KIND, userId));
}
