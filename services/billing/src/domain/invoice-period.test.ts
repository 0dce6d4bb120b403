import { describe, expect, it } from 'vitest';
import { attendancePositionText, germanDate, monthPeriodOf } from './invoice-period.ts';

describe('monthPeriodOf', () => {
  it.each([
    ['a day mid-month', '2026-11-21', '2026-11-01', '2026-11-30'],
    ['the first of a month', '2026-03-01', '2026-03-01', '2026-03-31'],
    ['the last of a month', '2026-04-30', '2026-04-01', '2026-04-30'],
    ['February in a common year', '2026-02-14', '2026-02-01', '2026-02-28'],
    ['February in a leap year', '2028-02-29', '2028-02-01', '2028-02-29'],
    ['February in a century year (no leap)', '2100-02-10', '2100-02-01', '2100-02-28'],
    ['February in a 400-year leap year', '2000-02-03', '2000-02-01', '2000-02-29'],
    ['December', '2026-12-31', '2026-12-01', '2026-12-31'],
    ['January after December', '2027-01-01', '2027-01-01', '2027-01-31'],
    ['an ISO instant (date part counts)', '2026-06-15T23:30:00Z', '2026-06-01', '2026-06-30'],
  ])('%s', (_, date, start, end) => {
    expect(monthPeriodOf(date)).toEqual({ start, end });
  });

  it('rejects text that is not a date', () => {
    expect(() => monthPeriodOf('21.11.2026')).toThrow(/yyyy-mm-dd/);
  });
});

describe('position text', () => {
  it.each([
    ['2026-01-05', '05.01.2026'],
    ['2026-12-31', '31.12.2026'],
  ])('formats %s as %s', (date, expected) => {
    expect(germanDate(date)).toBe(expected);
  });

  it('names course and date', () => {
    expect(attendancePositionText('Yoga Basics', '2026-11-03')).toBe('Yoga Basics am 03.11.2026');
  });
});
