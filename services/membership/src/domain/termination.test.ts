import { describe, expect, it } from 'vitest';
import { periodEnd, terminationEndDate, type TerminationDateOption } from './termination.ts';

describe('periodEnd', () => {
  it.each<[string, TerminationDateOption, string]>([
    ['2026-01-15', 'EndOfMonth', '2026-01-31'],
    ['2026-02-01', 'EndOfMonth', '2026-02-28'],
    ['2028-02-10', 'EndOfMonth', '2028-02-29'],
    ['2026-04-30', 'EndOfMonth', '2026-04-30'],
    ['2026-01-01', 'EndOfQuarter', '2026-03-31'],
    ['2026-05-20', 'EndOfQuarter', '2026-06-30'],
    ['2026-09-30', 'EndOfQuarter', '2026-09-30'],
    ['2026-10-01', 'EndOfQuarter', '2026-12-31'],
    ['2026-01-01', 'EndOfYear', '2026-12-31'],
    ['2026-12-31', 'EndOfYear', '2026-12-31'],
  ])('%s, %s → %s', (date, option, expected) => {
    expect(periodEnd(date, option)).toBe(expected);
  });
});

describe('terminationEndDate', () => {
  it.each<[string, string, TerminationDateOption, number, string | null, string]>([
    ['four weeks fit into the month exactly', '2026-01-03', 'EndOfMonth', 4, null, '2026-01-31'],
    ['one day late: the next month end', '2026-01-04', 'EndOfMonth', 4, null, '2026-02-28'],
    ['into February of a leap year', '2028-01-10', 'EndOfMonth', 4, null, '2028-02-29'],
    ['into February of a common year', '2027-01-10', 'EndOfMonth', 4, null, '2027-02-28'],
    ['no notice ends with the running month', '2026-04-30', 'EndOfMonth', 0, null, '2026-04-30'],
    ['the notice crosses the year', '2026-12-10', 'EndOfMonth', 4, null, '2027-01-31'],
    ['end of quarter, notice within the quarter', '2026-02-01', 'EndOfQuarter', 4, null, '2026-03-31'],
    ['end of quarter, notice into the next quarter', '2026-03-10', 'EndOfQuarter', 4, null, '2026-06-30'],
    ['end of quarter, notice into the next year', '2026-12-01', 'EndOfQuarter', 6, null, '2027-03-31'],
    ['end of year, in time', '2026-11-01', 'EndOfYear', 8, null, '2026-12-31'],
    ['end of year, notice crosses the year', '2026-11-10', 'EndOfYear', 8, null, '2027-12-31'],
    ['a long notice of a year', '2026-01-01', 'EndOfMonth', 52, null, '2026-12-31'],
    ['a wished date later than the earliest counts', '2026-01-03', 'EndOfMonth', 4, '2026-05-10', '2026-05-31'],
    ['a wished date earlier than the notice allows is ignored', '2026-01-10', 'EndOfMonth', 4, '2026-01-20', '2026-02-28'],
    ['a wished date with quarters', '2026-01-03', 'EndOfQuarter', 4, '2026-08-01', '2026-09-30'],
  ])('%s', (_, request, option, weeks, wished, expected) => {
    expect(terminationEndDate(request, { terminationDate: option, noticeWeeks: weeks }, wished)).toBe(expected);
  });
});
