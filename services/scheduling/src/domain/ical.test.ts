import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icalFeed, type IcalEvent } from './ical.ts';

const event = (date: string, over: Partial<IcalEvent> = {}): IcalEvent => ({
  uid: `${date}@takt`,
  date,
  timeFrom: '18:00',
  timeTill: '19:30',
  summary: 'Yoga',
  cancelled: false,
  ...over,
});

/** Parses the feed as a calendar client does and answers each event's start as an instant and as Berlin local time. */
function starts(feed: string) {
  const cal = new ICAL.Component(ICAL.parse(feed));
  const tz = new ICAL.Timezone(cal.getFirstSubcomponent('vtimezone')!);
  ICAL.TimezoneService.register(tz, 'Europe/Berlin');
  return cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    const utc = e.startDate.toJSDate().toISOString();
    const local = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'short', timeStyle: 'short' }).format(
      e.startDate.toJSDate(),
    );
    return { uid: e.uid, utc, local, status: v.getFirstPropertyValue('status'), summary: e.summary, location: e.location };
  });
}

describe('icalFeed', () => {
  it('keeps 18:00 local on both sides of the last Sunday of March and of October', () => {
    const feed = icalFeed(
      'Studio',
      ['2026-03-28', '2026-03-29', '2026-10-24', '2026-10-25'].map((d) => event(d)),
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(starts(feed).map((s) => [s.utc, s.local])).toEqual([
      ['2026-03-28T17:00:00.000Z', '28.03.26, 18:00'],
      ['2026-03-29T16:00:00.000Z', '29.03.26, 18:00'],
      ['2026-10-24T16:00:00.000Z', '24.10.26, 18:00'],
      ['2026-10-25T17:00:00.000Z', '25.10.26, 18:00'],
    ]);
  });

  it('writes CRLF lines of at most 75 octets, stable UIDs, escaped texts and cancelled appointments as such', () => {
    const summary = 'Rückenfit, Dehnen; Entspannen \\ mit Übungen für Körper und Geist – ausführlich erklärt\nZeile 2';
    const feed = icalFeed(
      'Studio',
      [event('2026-11-24', { summary, location: 'Saal 1, Nord', cancelled: true })],
      new Date('2026-11-01T10:00:00Z'),
    );
    expect(feed.endsWith('\r\n')).toBe(true);
    expect(feed.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(feed.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(feed).toContain('DTSTART;TZID=Europe/Berlin:20261124T180000\r\n');
    expect(feed).toContain('DTSTAMP:20261101T100000Z\r\n');
    expect(starts(feed)[0]).toMatchObject({ uid: '2026-11-24@takt', status: 'CANCELLED', summary, location: 'Saal 1, Nord' });
  });
});

describe('escapeText and foldLine', () => {
  it.each([
    ['a,b;c\\d', 'a\\,b\\;c\\\\d'],
    ['one\r\ntwo\nthree', 'one\\ntwo\\nthree'],
  ])('escapes %j', (text, escaped) => expect(escapeText(text)).toBe(escaped));

  it('never splits a multi-octet character and keeps short lines whole', () => {
    expect(foldLine('SUMMARY:kurz')).toBe('SUMMARY:kurz');
    const folded = foldLine(`SUMMARY:${'ä'.repeat(80)}`).split('\r\n');
    expect(folded.map((l) => Buffer.byteLength(l)).every((n) => n <= 75)).toBe(true);
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`SUMMARY:${'ä'.repeat(80)}`);
  });
});
