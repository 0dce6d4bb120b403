/**
 * A small RFC 5545 writer for the calendar feeds: local times in Europe/Berlin with its
 * VTIMEZONE (so clients keep 18:00 at 18:00 across the clock changes), escaped texts, lines
 * folded at 75 octets and CRLF endings.
 */
export interface IcalEvent {
  /** Stable per appointment, so a client updates the event instead of adding one. */
  uid: string;
  /** yyyy-mm-dd and HH:mm, local to Europe/Berlin. */
  date: string;
  timeFrom: string;
  timeTill: string;
  summary: string;
  location?: string | null;
  cancelled: boolean;
}

const utf8 = new TextEncoder();

export const ICAL_TZID = 'Europe/Berlin';

// The EU rule since 1996: summer time from the last Sunday of March 02:00 to the last Sunday of October 03:00.
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ICAL_TZID}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT value escaping (RFC 5545 3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n|\r/g, '\\n');
}

/** Splits a content line into lines of at most 75 octets, never inside a UTF-8 character; continuations start with a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8.encode(ch).length;
    if (octets + size > 75) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

const localStamp = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function vevent(e: IcalEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${ICAL_TZID}:${localStamp(e.date, e.timeFrom)}`,
    `DTEND;TZID=${ICAL_TZID}:${localStamp(e.date, e.timeTill)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** The whole feed; `now` stamps the events (DTSTAMP is when the feed was written). */
export function icalFeed(name: string, events: readonly IcalEvent[], now: Date): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Takt//Calendar//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${ICAL_TZID}`,
    ...VTIMEZONE,
    ...events.flatMap((e) => vevent(e, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
