// Appointments carry local dates and "HH:mm" times without a zone; comparing them with now is
// done in wall-clock minutes of the studio's zone. Pure, so services' domain rules use it too.

/** The wall-clock minutes of a local "yyyy-mm-dd" and "HH:mm", counted as if the zone were UTC. */
export function wallMinutes(date: string, time: string): number {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, hh, mm) / 60_000;
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

/** The wall-clock date (yyyy-mm-dd) and time (HH:mm) of an instant in a time zone. */
export function wallClockAt(now: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * The wall-clock minutes of an instant in a time zone: appointments carry local dates and times
 * without a zone, so "has it started" compares wall-clock times in the studio's zone.
 */
export function nowWallMinutes(now: Date, timeZone: string): number {
  const c = wallClockAt(now, timeZone);
  return wallMinutes(c.date, c.time);
}
