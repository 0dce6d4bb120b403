import { describe, expect, it } from 'vitest';
import { isTooEarly, lastBookableDate } from './booking-window.ts';

describe('booking window for members', () => {
  it.each([
    ['today', '2026-11-25', false],
    ['the last day of the window', '2026-12-25', false],
    ['one day beyond', '2026-12-26', true],
    ['across a year end', '2027-01-01', true],
    ['a past date (another rule refuses it)', '2026-11-01', false],
  ])('%s', (_case, date, tooEarly) => {
    expect(isTooEarly(date, '2026-11-25', 30)).toBe(tooEarly);
  });

  it('counts a leap year', () => {
    expect(isTooEarly('2028-03-01', '2028-02-01', 29)).toBe(false);
    expect(isTooEarly('2028-03-02', '2028-02-01', 29)).toBe(true);
  });

  it.each([
    ['the same day with 0 days', '2026-11-25', 0, '2026-11-25'],
    ['a week', '2026-11-25', 7, '2026-12-02'],
    ['across a year end', '2026-12-20', 30, '2027-01-19'],
  ])('the last bookable date: %s', (_case, today, days, last) => {
    expect(lastBookableDate(today, days)).toBe(last);
  });
});
