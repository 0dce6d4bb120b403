import { describe, expect, it } from 'vitest';
import { addDays, monthStartsOf, runPeriod, runPeriodStartOf, type RunPeriodType } from './invoice-period.ts';

const MONTH = 0,
  QUARTER = 1,
  YEAR = 3,
  HALF = 4;

describe('runPeriod', () => {
  it.each<[string, RunPeriodType, string, number, string, string]>([
    ['a month', MONTH, '2026-11-01', 1, '2026-11-01', '2026-11-30'],
    ['February of a leap year', MONTH, '2028-02-01', 1, '2028-02-01', '2028-02-29'],
    ['the first quarter', QUARTER, '2026-01-01', 1, '2026-01-01', '2026-03-31'],
    ['the last quarter', QUARTER, '2026-10-01', 1, '2026-10-01', '2026-12-31'],
    ['a year', YEAR, '2027-01-01', 1, '2027-01-01', '2027-12-31'],
    ['the first half-year from January', HALF, '2026-01-01', 1, '2026-01-01', '2026-06-30'],
    ['the second half-year from January', HALF, '2026-07-01', 1, '2026-07-01', '2026-12-31'],
    ['a half-year from start month 3', HALF, '2026-03-01', 3, '2026-03-01', '2026-08-31'],
    ['a half-year across the turn of the year (start month 3)', HALF, '2026-09-01', 3, '2026-09-01', '2027-02-28'],
    ['a half-year from start month 12', HALF, '2026-12-01', 12, '2026-12-01', '2027-05-31'],
    ['the other half from start month 12', HALF, '2026-06-01', 12, '2026-06-01', '2026-11-30'],
  ])('%s', (_, type, start, startMonth, from, till) => {
    expect(runPeriod(type, start, startMonth)).toEqual({ start: from, end: till });
  });

  it.each<[string, RunPeriodType, string, number]>([
    ['a month not on its first', MONTH, '2026-11-02', 1],
    ['a quarter starting in February', QUARTER, '2026-02-01', 1],
    ['a year starting in July', YEAR, '2026-07-01', 1],
    ['a half-year off the start month', HALF, '2026-02-01', 1],
    ['a half-year at January when the company starts in March', HALF, '2026-01-01', 3],
  ])('refuses %s', (_, type, start, startMonth) => {
    expect(runPeriod(type, start, startMonth)).toHaveProperty('problem');
  });
});

describe('runPeriodStartOf', () => {
  it.each<[RunPeriodType, string, number, string]>([
    [MONTH, '2026-11-25', 1, '2026-11-01'],
    [QUARTER, '2026-11-25', 1, '2026-10-01'],
    [QUARTER, '2026-01-01', 1, '2026-01-01'],
    [YEAR, '2026-11-25', 1, '2026-01-01'],
    [HALF, '2026-11-25', 1, '2026-07-01'],
    [HALF, '2026-02-10', 3, '2025-09-01'],
    [HALF, '2026-03-01', 3, '2026-03-01'],
  ])('type %i containing %s (start month %i) starts %s', (type, date, startMonth, start) => {
    expect(runPeriodStartOf(type, date, startMonth)).toBe(start);
  });
});

describe('calendar helpers', () => {
  it('lists the months of a period across a year', () => {
    expect(monthStartsOf({ start: '2026-11-01', end: '2027-02-28' })).toEqual(['2026-11-01', '2026-12-01', '2027-01-01', '2027-02-01']);
  });
  it.each([
    ['2026-11-25', 14, '2026-12-09'],
    ['2026-12-25', 14, '2027-01-08'],
    ['2028-02-20', 10, '2028-03-01'],
    ['2026-11-25', 0, '2026-11-25'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});
