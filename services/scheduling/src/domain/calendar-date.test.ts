import { describe, expect, it } from 'vitest';
import { daysInMonth, fromDay, mondayOf, toDay, weekdayOf } from './calendar-date.ts';

describe('calendar dates', () => {
  it.each(['1970-01-01', '2026-10-25', '2028-02-29', '0001-01-01', '9999-12-31'])('round-trips %s', (date) => {
    expect(fromDay(toDay(date))).toBe(date);
  });

  it.each([
    ['2026-03-01', 0, '2026-02-23'],
    ['2026-03-02', 1, '2026-03-02'],
    ['2026-03-07', 6, '2026-03-02'],
  ])('%s is weekday %i of the week from %s', (date, weekday, monday) => {
    expect(weekdayOf(toDay(date))).toBe(weekday);
    expect(fromDay(mondayOf(toDay(date)))).toBe(monday);
  });

  it.each([
    [2026, 1, 28],
    [2028, 1, 29],
    [2100, 1, 28],
    [2000, 1, 29],
    [2026, 3, 30],
    [2026, 11, 31],
  ])('%i month %i has %i days', (year, month0, days) => {
    expect(daysInMonth(year, month0)).toBe(days);
  });
});
