import { knownSoon, validationFailed, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { insertCalendarFeed } from '../store/calendar-feeds.ts';
import type { CalendarFeed } from '../store/generated/client.ts';
import { locationKnown } from '../store/location-view.ts';

/** A new secret feed URL of one of the company's locations; several may exist, each revoked on its own. */
export async function createCalendarFeed(db: Db<Client>, input: { kind: 'location'; targetId: string }): Promise<CalendarFeed> {
  if (!(await knownSoon(() => db.tx((tx) => locationKnown(tx, input.targetId))))) {
    throw validationFailed([{ field: 'targetId', message: 'unknown location' }]);
  }
  return db.tx((tx) => insertCalendarFeed(tx, input.kind, input.targetId));
}
