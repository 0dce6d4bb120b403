/**
 * Calendar dates as whole days since 1970-01-01, computed in UTC: no time zone or DST can move
 * a date. Strings are local dates (yyyy-mm-dd) as the API carries them.
 */
const DAY_MS = 86_400_000;

/** Day number of a year, 0-based month and day of month (overflowing days roll over). */
export function dayOf(year: number, month0: number, date: number): number {
  const t = new Date(0);
  t.setUTCFullYear(year, month0, date); // unlike Date.UTC, years 0-99 stay as given
  return Math.round(t.getTime() / DAY_MS);
}

export function toDay(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return dayOf(y, m - 1, d);
}

export function fromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: number): number {
  return day - ((weekdayOf(day) + 6) % 7);
}

export function daysInMonth(year: number, month0: number): number {
  return dayOf(year, month0 + 1, 1) - dayOf(year, month0, 1);
}
