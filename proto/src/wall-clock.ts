// Appointments carry local dates and "HH:mm" times without a zone; comparing them with now is
// done in wall-clock minutes of the studio's zone. Pure, so services' domain rules use it too.

/** The wall-clock minutes of a local "yyyy-mm-dd" and "HH:mm", counted as if the zone were UTC. */
export function wallMinutes(date: string, time: string): number {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, hh, mm) / 60_000;
}

/** A local "yyyy-mm-dd" moved by whole calendar days (a clock change in between changes nothing). */
export function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

// Building a formatter costs far more than using one (a booking asks several times), so one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

// A booking asks for "now" several times and a rush asks thousands of times a minute: formatting
// is the costly part, and within one minute of one zone the answer is the same.
const lastMinute = new Map<string, { minute: number; date: string; time: string }>();

/** The wall-clock date (yyyy-mm-dd) and time (HH:mm) of an instant in a time zone. */
export function wallClockAt(now: Date, timeZone: string): { date: string; time: string } {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastMinute.get(timeZone);
  if (last?.minute === minute) return { date: last.date, time: last.time };
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const clock = { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
  lastMinute.set(timeZone, { minute, ...clock });
  return clock;
}

/**
 * The wall-clock minutes of an instant in a time zone: appointments carry local dates and times
 * without a zone, so "has it started" compares wall-clock times in the studio's zone.
 */
export function nowWallMinutes(now: Date, timeZone: string): number {
  const c = wallClockAt(now, timeZone);
  return wallMinutes(c.date, c.time);
}
