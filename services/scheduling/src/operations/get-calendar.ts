import { JsonText, type Cache, type Db, type TxClient } from '@takt/kit';
import type { CalendarAnswer, CalendarDateType, CalendarQuery, UserCaller } from '@takt/proto';
import { fromDay } from '../domain/calendar-date.ts';
import { calendarDays, calendarRange } from '../domain/calendar-range.ts';
import { calendarAppointments, calendarVersion } from '../store/calendar.ts';
import type { Client } from '../store/client.ts';
import { asPublicCompany } from './as-public-company.ts';

export interface CalendarRequest {
  locale: 'de' | 'en';
  date: string;
  dateType: CalendarDateType;
}

/** A calendar stays cached a day at most; a write changes the version in its key long before. */
const CALENDAR_TTL_SECONDS = 86_400;

async function readCalendar(tx: TxClient<Client>, p: CalendarRequest, q: CalendarQuery): Promise<CalendarAnswer> {
  const { from, till } = calendarRange(p.date, p.dateType);
  const items = await calendarAppointments(tx, fromDay(from), fromDay(till), q);
  return { from: fromDay(from), till: fromDay(till), days: calendarDays(from, till, items, p.locale) };
}

/** Sorted so that the same filters in another order share an entry. */
const filterKey = (q: CalendarQuery) =>
  (['locationIds', 'departmentIds', 'courseIds', 'roomIds', 'trainerIds', 'courseTypes'] as const)
    .map((k) => [...(q[k] ?? [])].map(String).sort().join(','))
    .join('|');

/**
 * A company's calendar from the cache, keyed by the company's calendar version: the version is
 * read first, so an answer is never cached under a version older than its data. Staff and the
 * public see the same appointments (only active courses), so both share an entry.
 */
async function cachedCalendar(
  tx: TxClient<Client>,
  cache: Cache,
  companyId: string,
  p: CalendarRequest,
  q: CalendarQuery,
): Promise<JsonText> {
  const { from, till } = calendarRange(p.date, p.dateType);
  const key = `sched:cal:${companyId}:${await calendarVersion(tx)}:${from}-${till}:${p.locale}:${filterKey(q)}`;
  const hit = await cache.get(key);
  if (hit) return new JsonText(hit);
  const answer: CalendarAnswer = await readCalendar(tx, p, q);
  const text = JSON.stringify(answer);
  await cache.set(key, text, CALENDAR_TTL_SECONDS);
  return new JsonText(text);
}

export function getCalendar(db: Db<Client>, cache: Cache, caller: UserCaller, p: CalendarRequest, q: CalendarQuery): Promise<JsonText> {
  return db.tx((tx) => cachedCalendar(tx, cache, caller.companyId, p, q));
}

export function getPublicCalendar(
  db: Db<Client>,
  cache: Cache,
  companyId: string,
  p: CalendarRequest,
  q: CalendarQuery,
): Promise<JsonText> {
  return asPublicCompany(db, companyId, (tx) => cachedCalendar(tx, cache, companyId, p, q));
}
