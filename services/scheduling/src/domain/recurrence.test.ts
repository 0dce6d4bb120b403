import { Period } from '@takt/proto';
import { describe, expect, it } from 'vitest';
import { MAX_OCCURRENCES, occurrences, type RecurrenceRule } from './recurrence.ts';

const rule = (dateFrom: string, dateTill: string, period: number, eachOnDay = 1, periodValues?: string): RecurrenceRule => ({
  dateFrom,
  dateTill,
  period,
  eachOnDay,
  periodValues,
});
const { Day, Week, Month } = Period;

describe('occurrences', () => {
  it.each([
    // Day
    [
      'every day, inclusive range',
      rule('2026-03-01', '2026-03-05', Day),
      ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'],
    ],
    ['every second day', rule('2026-03-01', '2026-03-06', Day, 2), ['2026-03-01', '2026-03-03', '2026-03-05']],
    ['a single-day range', rule('2026-03-01', '2026-03-01', Day), ['2026-03-01']],
    ['period values are ignored for days', rule('2026-03-01', '2026-03-02', Day, 1, '3'), ['2026-03-01', '2026-03-02']],
    [
      'across the end of summer time (25 Oct 2026)',
      rule('2026-10-24', '2026-10-27', Day),
      ['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27'],
    ],
    ['across the start of summer time (29 Mar 2026)', rule('2026-03-28', '2026-03-30', Day), ['2026-03-28', '2026-03-29', '2026-03-30']],
    ['across a leap day', rule('2028-02-27', '2028-03-01', Day), ['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']],
    ['across a year end every 3 days', rule('2026-12-29', '2027-01-05', Day, 3), ['2026-12-29', '2027-01-01', '2027-01-04']],
    ['a year below 100 stays that year', rule('0050-03-01', '0050-03-02', Day), ['0050-03-01', '0050-03-02']],
    // Week (2026-03-01 is a Sunday, 2026-03-02 a Monday)
    [
      'weekly on the weekday of dateFrom by default',
      rule('2026-03-04', '2026-03-25', Week),
      ['2026-03-04', '2026-03-11', '2026-03-18', '2026-03-25'],
    ],
    [
      'weekly on Monday and Wednesday, days before dateFrom left out',
      rule('2026-03-04', '2026-03-16', Week, 1, '3,1'),
      ['2026-03-04', '2026-03-09', '2026-03-11', '2026-03-16'],
    ],
    [
      'every second week on Monday and Friday',
      rule('2026-03-02', '2026-03-31', Week, 2, '1,5'),
      ['2026-03-02', '2026-03-06', '2026-03-16', '2026-03-20', '2026-03-30'],
    ],
    [
      'every second week from a Sunday: week 0 is the week ending that Sunday',
      rule('2026-03-01', '2026-03-31', Week, 2, '1'),
      ['2026-03-09', '2026-03-23'],
    ],
    ['Sundays (0)', rule('2026-03-02', '2026-03-15', Week, 1, '0'), ['2026-03-08', '2026-03-15']],
    [
      'weekly across the end of summer time',
      rule('2026-10-19', '2026-11-02', Week, 1, '1,0'),
      ['2026-10-19', '2026-10-25', '2026-10-26', '2026-11-01', '2026-11-02'],
    ],
    ['empty: no listed weekday in the range', rule('2026-03-02', '2026-03-06', Week, 1, '6'), []],
    ['a single-day range on a listed weekday', rule('2026-03-07', '2026-03-07', Week, 1, '6'), ['2026-03-07']],
    // Month
    ['monthly on the 31st skips shorter months', rule('2026-01-31', '2026-06-30', Month), ['2026-01-31', '2026-03-31', '2026-05-31']],
    ['the 29th of February only in a leap year', rule('2027-02-01', '2029-03-01', Month, 12, '29'), ['2028-02-29']],
    [
      'every second month on the 1st and 15th',
      rule('2026-01-10', '2026-05-20', Month, 2, '15,1'),
      ['2026-01-15', '2026-03-01', '2026-03-15', '2026-05-01', '2026-05-15'],
    ],
    ['every 5 months across a year end', rule('2026-11-05', '2027-09-30', Month, 5), ['2026-11-05', '2027-04-05', '2027-09-05']],
    [
      'a listed day before dateFrom in the first month is left out',
      rule('2026-03-15', '2026-05-01', Month, 1, '1'),
      ['2026-04-01', '2026-05-01'],
    ],
    ['empty: every 12 months from February never meets a 31st', rule('2026-02-01', '2199-12-31', Month, 12, '31'), []],
    ['empty: the range holds no listed day', rule('2026-04-02', '2026-04-28', Month, 1, '1,30'), []],
    // Edge cases: Europe/Berlin's clock changes (last Sundays of March and October) move no date.
    ['every second week on Sunday across both clock changes', rule('2027-03-21', '2027-04-04', Week, 2, '0'), ['2027-03-21', '2027-04-04']],
    ['daily across the clock change of 31 Oct 2027', rule('2027-10-30', '2027-11-01', Day), ['2027-10-30', '2027-10-31', '2027-11-01']],
    [
      'the 30th and 31st in a 30-day month give only the 30th',
      rule('2026-04-01', '2026-05-31', Month, 1, '30,31'),
      ['2026-04-30', '2026-05-30', '2026-05-31'],
    ],
    [
      'the 29th monthly gives 29 February in a leap year',
      rule('2028-01-29', '2028-03-29', Month, 1, '29'),
      ['2028-01-29', '2028-02-29', '2028-03-29'],
    ],
    ['the 29th monthly skips February in a common year', rule('2027-01-29', '2027-03-29', Month, 1, '29'), ['2027-01-29', '2027-03-29']],
    ['every third day across 29 February', rule('2028-02-26', '2028-03-04', Day, 3), ['2028-02-26', '2028-02-29', '2028-03-03']],
    ['every third week on Tuesday', rule('2026-03-03', '2026-04-14', Week, 3, '2'), ['2026-03-03', '2026-03-24', '2026-04-14']],
  ])('%s', (_, r, expected) => {
    expect(occurrences(r)).toEqual({ dates: expected });
  });

  it.each([
    ['a weekday above 6', rule('2026-03-02', '2026-03-06', Week, 1, '7'), 'periodValues'],
    ['a day of month 0', rule('2026-03-02', '2026-04-06', Month, 1, '0'), 'periodValues'],
    ['a day of month 32', rule('2026-03-02', '2026-04-06', Month, 1, '32'), 'periodValues'],
    ['an interval of 0', rule('2026-03-02', '2026-04-06', Day, 0), 'eachOnDay'],
    ['an unknown period', rule('2026-03-02', '2026-04-06', 4), 'period'],
    ['an end before the start', rule('2026-03-02', '2026-03-01', Day), 'dateTill'],
  ])('refuses %s', (_, r, field) => {
    expect(occurrences(r)).toMatchObject({ issue: { field } });
  });

  it(`allows exactly ${MAX_OCCURRENCES} dates and refuses one more`, () => {
    const ok = occurrences(rule('2026-01-01', '2028-09-26', Day));
    expect('dates' in ok && ok.dates.length).toBe(MAX_OCCURRENCES);
    expect('dates' in ok && ok.dates.at(-1)).toBe('2028-09-26');
    expect(occurrences(rule('2026-01-01', '2028-09-27', Day))).toMatchObject({ issue: { field: 'dateTill' } });
  });

  // The dates come from a generator that is left at the first date too many, so a range of
  // thousands of years costs no more than the limit (speed itself is the benchmark's matter).
  it('refuses a huge range with the same issue as one date too many', () => {
    expect(occurrences(rule('2000-01-01', '9999-12-31', Week, 1, '0,1,2,3,4,5,6'))).toMatchObject({ issue: { field: 'dateTill' } });
  });

  it('honours a smaller cap', () => {
    expect(occurrences(rule('2026-01-01', '2026-01-03', Day), 3)).toEqual({ dates: ['2026-01-01', '2026-01-02', '2026-01-03'] });
    expect(occurrences(rule('2026-01-01', '2026-01-04', Day), 3)).toMatchObject({ issue: { field: 'dateTill' } });
  });
});
