/**
 * Appointments carry a local date and "HH:mm" times without a zone (scheduling's facts), so "has
 * it started" and "how long until it starts" compare wall-clock times in the studio's zone.
 */

/** The wall-clock minutes of a local "YYYY-MM-DD" and "HH:mm", counted as if the zone were UTC. */
export function wallMinutes(date: string, time: string): number {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, hh, mm) / 60_000;
}

/** The wall-clock minutes of an instant in a time zone (e.g. Europe/Berlin). */
export function nowWallMinutes(now: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return wallMinutes(`${parts.year}-${parts.month}-${parts.day}`, `${parts.hour}:${parts.minute}`);
}

/** Today's local date (yyyy-mm-dd) in a time zone: the day the door checks in for. */
export function localToday(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Started (or passed): booking is closed from the start time on. */
export const hasStarted = (date: string, timeFrom: string, nowMinutes: number): boolean => wallMinutes(date, timeFrom) <= nowMinutes;

/**
 * A cancellation within `windowHours` before the start (or after it) is late. Across a DST
 * change the window is off by the hour the clock jumps; studios count in wall-clock hours anyway.
 */
export const isLateCancellation = (date: string, timeFrom: string, nowMinutes: number, windowHours: number): boolean =>
  wallMinutes(date, timeFrom) - nowMinutes < windowHours * 60;
