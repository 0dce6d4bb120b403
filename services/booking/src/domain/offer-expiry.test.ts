import { describe, expect, it } from 'vitest';
import { cappedAtStart, inNight, offerExpiresAt, type NightWindow } from './offer-expiry.ts';

const BERLIN = 'Europe/Berlin';
const NIGHT: NightWindow = { from: '22:00', till: '07:00' };

describe('timed waiting-list offers: when an offer expires', () => {
  it.each<[string, string, number, NightWindow | null, string]>([
    ['no night window: real hours', '2026-06-01T10:00:00Z', 3, null, '2026-06-01T13:00:00Z'],
    ['a night of equal times pauses nothing', '2026-06-01T10:00:00Z', 3, { from: '22:00', till: '22:00' }, '2026-06-01T13:00:00Z'],
    ['ends before the night', '2026-06-01T16:00:00Z', 2, NIGHT, '2026-06-01T18:00:00Z'],
    // 20:00 CEST: two hours until 22:00, paused until 07:00, two more hours: 09:00 CEST.
    ['pauses across midnight', '2026-06-01T18:00:00Z', 4, NIGHT, '2026-06-02T07:00:00Z'],
    // Made at 23:30 CEST: the clock starts at 07:00.
    ['offered during the night starts in the morning', '2026-06-01T21:30:00Z', 2, NIGHT, '2026-06-02T07:00:00Z'],
    // Made at 03:00 CEST (after midnight, still night).
    ['offered after midnight in the night', '2026-06-02T01:00:00Z', 1, NIGHT, '2026-06-02T06:00:00Z'],
    ['ends exactly when the night starts', '2026-06-01T19:00:00Z', 1, NIGHT, '2026-06-01T20:00:00Z'],
    // 2 h on the first evening, 15 h the next day, the last hour from 07:00 CEST on the third.
    ['spans two nights', '2026-06-01T18:00:00Z', 18, NIGHT, '2026-06-03T06:00:00Z'],
    ['a night inside one day (siesta)', '2026-06-01T09:00:00Z', 3, { from: '12:00', till: '14:00' }, '2026-06-01T14:00:00Z'],
    // 21:00 CET on 28 March, 3 h: 2 h until 23:00, paused until 06:00 CEST (04:00Z) after the spring-forward, 1 h more.
    ['spring forward inside the night', '2026-03-28T20:00:00Z', 3, { from: '23:00', till: '06:00' }, '2026-03-29T05:00:00Z'],
    // 01:00 CET, no night: two real hours end at 04:00 CEST (02:00Z), not at 03:00 local.
    ['spring forward while the clock runs counts real hours', '2026-03-29T00:00:00Z', 2, null, '2026-03-29T02:00:00Z'],
    [
      'spring forward while the clock runs, with a night elsewhere',
      '2026-03-29T00:00:00Z',
      2,
      { from: '12:00', till: '13:00' },
      '2026-03-29T02:00:00Z',
    ],
    // 23:00 CEST on 24 October, 3 h: 2 h until 01:00, the night runs to 05:00 CET (04:00Z) through the fall-back, 1 h more.
    ['fall back inside the night', '2026-10-24T21:00:00Z', 3, { from: '01:00', till: '05:00' }, '2026-10-25T05:00:00Z'],
    // The clock runs through 03:00 CEST → 02:00 CET: still real hours.
    [
      'fall back while the clock runs counts real hours',
      '2026-10-24T23:30:00Z',
      3,
      { from: '12:00', till: '13:00' },
      '2026-10-25T02:30:00Z',
    ],
  ])('%s', (_case, offeredAt, hours, night, expected) => {
    expect(offerExpiresAt(new Date(offeredAt), hours, night, BERLIN).toISOString()).toBe(new Date(expected).toISOString());
  });

  it.each([
    [21 * 60 + 59, false],
    [22 * 60, true],
    [0, true],
    [6 * 60 + 59, true],
    [7 * 60, false],
  ])('minute %i of the day is night: %s', (minute, night) => {
    expect(inNight(minute, NIGHT)).toBe(night);
  });
});

describe('timed waiting-list offers: the deadline never passes the start', () => {
  it.each<[string, string, { date: string; timeFrom: string }, string]>([
    ['before the start: unchanged', '2026-06-01T10:00:00Z', { date: '2026-06-01', timeFrom: '18:00' }, '2026-06-01T10:00:00Z'],
    // 20:00 CEST is after an 18:00 start: the offer ends at 18:00 CEST (16:00Z).
    ['after the start: at the start', '2026-06-01T18:00:00Z', { date: '2026-06-01', timeFrom: '18:00' }, '2026-06-01T16:00:00Z'],
    ['exactly at the start: unchanged', '2026-06-01T16:00:00Z', { date: '2026-06-01', timeFrom: '18:00' }, '2026-06-01T16:00:00Z'],
    // Winter time: 09:30 CET is after a 09:00 start the same day, so 08:00Z.
    ['in winter time', '2026-12-01T08:30:00Z', { date: '2026-12-01', timeFrom: '09:00' }, '2026-12-01T08:00:00Z'],
  ])('%s', (_, expiresAt, start, expected) => {
    expect(cappedAtStart(new Date(expiresAt), start, BERLIN).toISOString()).toBe(new Date(expected).toISOString());
  });
});
