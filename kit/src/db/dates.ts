import { wallClockAt } from '@takt/proto';

/** A company-local calendar date (yyyy-mm-dd) as Prisma's @db.Date value (midnight UTC). */
export const toDbDate = (date: string): Date => new Date(`${date.slice(0, 10)}T00:00:00.000Z`);

/** A @db.Date value back to yyyy-mm-dd. */
export const fromDbDate = (date: Date): string => date.toISOString().slice(0, 10);

/** Companies are in Europe/Berlin until company settings carry a time zone. */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** The calendar date (yyyy-mm-dd) of `now` in a time zone. */
export const localDate = (now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string => wallClockAt(now, timeZone).date;
