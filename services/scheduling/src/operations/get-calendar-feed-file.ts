import { asTenant, localDate, notFound, type Db } from '@takt/kit';
import { fromDay, toDay } from '../domain/calendar-date.ts';
import { icalFeed } from '../domain/ical.ts';
import { calendarAppointments } from '../store/calendar.ts';
import { bookedAppointmentIds, findFeedByToken, OWN_FEED_KIND, targetNames } from '../store/calendar-feeds.ts';
import type { Client } from '../store/client.ts';

/** What a feed holds: the last 90 days (cancellations stay visible) and the next year. */
const PAST_DAYS = 90;
const FUTURE_DAYS = 366;

/** The iCal text of a location's or a trainer's feed by its token (`<token>.ics`); an unknown or revoked token is 404. */
export async function getCalendarFeedFile(db: Db<Client>, file: string, now = new Date()): Promise<string> {
  const token = file.replace(/\.ics$/, '');
  const feed = await db.system((tx) => findFeedByToken(tx, token));
  if (!feed) throw notFound('Calendar feed');
  const today = toDay(localDate(now));
  return asTenant(feed.companyId, () =>
    db.tx(async (tx) => {
      const own = feed.kind === OWN_FEED_KIND;
      const filter = feed.kind === 'trainer' ? { trainerIds: [feed.targetId] } : own ? {} : { locationIds: [feed.targetId] };
      const only = own ? await bookedAppointmentIds(tx, feed.targetId) : undefined;
      const items = await calendarAppointments(tx, fromDay(today - PAST_DAYS), fromDay(today + FUTURE_DAYS), filter, only);
      const name = own ? 'Takt' : ((await targetNames(tx, [feed.targetId])).get(feed.targetId) ?? 'Takt');
      const events = items.map((a) => ({
        uid: `${a.id}@takt`,
        date: a.date,
        timeFrom: a.timeFrom,
        timeTill: a.timeTill,
        summary: a.courseName,
        location: [a.roomName, a.locationName].filter(Boolean).join(', '),
        cancelled: a.isCancelled,
      }));
      return icalFeed(name, events, now);
    }),
  );
}
