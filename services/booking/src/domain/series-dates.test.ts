import { describe, expect, it } from 'vitest';
import { comingAfter } from './series-dates.ts';

const week = [
  { date: '2026-11-24', timeFrom: '18:00' },
  { date: '2026-11-25', timeFrom: '18:00' },
  { date: '2026-11-25', timeFrom: '20:00' },
  { date: '2026-12-02', timeFrom: '18:00' },
];

describe('appointments a series books', () => {
  it.each([
    ['before all', '2026-11-23T09:00:00', 4],
    ['between two of one day', '2026-11-25T18:30:00', 2],
    ['exactly at a start (it has begun)', '2026-11-25T18:00:00', 2],
    ['with an offset, read as local wall time', '2026-11-25T19:59:00+01:00', 2],
    ['after all', '2026-12-03T00:00:00', 0],
  ])('%s', (_case, clientLocal, count) => {
    expect(comingAfter(week, clientLocal)).toHaveLength(count);
  });
});
