import { RegistrationReportRequest } from '@takt/proto';
import { describe, expect, it } from 'vitest';
import { registrationReport } from './registration-report.ts';
import { availabilityIn, occursOn, type AvailabilityRule } from './trainer-availability.ts';

const rule = (over: Partial<AvailabilityRule> = {}): AvailabilityRule => ({
  trainerId: 't1',
  type: 0,
  allDay: false,
  dateFrom: '2026-03-02',
  dateTill: '2026-12-31',
  timeFrom: '09:00',
  timeTill: '12:00',
  period: 1,
  eachOnDay: 1,
  periodValues: null,
  ...over,
});
const datesOf = (r: AvailabilityRule, from: string, till: string) => {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${till}T00:00:00Z`); t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    if (occursOn(r, date)) out.push(date);
  }
  return out;
};
const wholeDay = (date: string) => [{ date, from: '00:00', till: '24:00' }];

describe("an availability's recurrence (scheduling's meaning)", () => {
  it('repeats every n-th day from dateFrom, within dateFrom and dateTill', () => {
    expect(datesOf(rule({ eachOnDay: 3, dateTill: '2026-03-12' }), '2026-02-20', '2026-03-20')).toEqual([
      '2026-03-02',
      '2026-03-05',
      '2026-03-08',
      '2026-03-11',
    ]);
  });

  it("repeats weekly on the listed weekdays (0 Sunday), every n-th week counted Monday to Sunday, else on dateFrom's weekday", () => {
    // 2026-03-04 is a Wednesday; its week starts Monday 2026-03-02.
    const everyOther = rule({ period: 2, eachOnDay: 2, periodValues: '1, 0', dateFrom: '2026-03-04', dateTill: '2026-03-31' });
    expect(datesOf(everyOther, '2026-03-01', '2026-04-05')).toEqual(['2026-03-08', '2026-03-16', '2026-03-22', '2026-03-30']);
    expect(datesOf(rule({ period: 2, dateFrom: '2026-03-04', dateTill: '2026-03-20' }), '2026-03-01', '2026-03-31')).toEqual([
      '2026-03-04',
      '2026-03-11',
      '2026-03-18',
    ]);
  });

  it("repeats monthly on the listed days, every n-th month, else on dateFrom's day; a month without the day skips it", () => {
    const lastDays = rule({ period: 3, periodValues: '30,31', dateFrom: '2026-01-15', dateTill: '2026-05-31' });
    expect(datesOf(lastDays, '2026-01-01', '2026-05-31')).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-03-30',
      '2026-03-31',
      '2026-04-30',
      '2026-05-30',
      '2026-05-31',
    ]);
    const quarterly = rule({ period: 3, eachOnDay: 3, dateFrom: '2026-01-15', dateTill: '2026-12-31' });
    expect(datesOf(quarterly, '2026-01-01', '2026-12-31')).toEqual(['2026-01-15', '2026-04-15', '2026-07-15', '2026-10-15']);
  });

  it('has no occurrence for an unknown period', () => {
    expect(datesOf(rule({ period: 7 }), '2026-03-01', '2026-03-31')).toEqual([]);
  });
});

describe("a trainer's state in a bucket", () => {
  const absence = rule({ type: 1, allDay: true, timeFrom: '00:00', timeTill: '23:59', dateFrom: '2026-03-10', dateTill: '2026-03-10' });
  const morning = (date: string, from: string, till: string) => [{ date, from, till }];

  it('is in a course when busy, else absent, else free, else unknown', () => {
    expect(availabilityIn(true, wholeDay('2026-03-10'), [absence, rule()])).toBe('AvailableInCourse');
    expect(availabilityIn(false, wholeDay('2026-03-10'), [absence, rule()])).toBe('Absent');
    expect(availabilityIn(false, wholeDay('2026-03-11'), [absence, rule()])).toBe('AvailableFree');
    expect(availabilityIn(false, wholeDay('2026-03-01'), [absence, rule()])).toBe('Unknown');
  });

  it('counts any overlap of the times; all day takes the whole date, 23:59 included', () => {
    expect(availabilityIn(false, morning('2026-03-03', '11:45', '12:00'), [rule()])).toBe('AvailableFree');
    expect(availabilityIn(false, morning('2026-03-03', '12:00', '13:00'), [rule()])).toBe('Unknown');
    expect(availabilityIn(false, morning('2026-03-03', '08:00', '09:00'), [rule()])).toBe('Unknown');
    expect(availabilityIn(false, morning('2026-03-10', '23:59', '24:00'), [absence])).toBe('Absent');
    expect(availabilityIn(false, morning('2026-03-11', '00:00', '01:00'), [absence])).toBe('Unknown');
  });
});

describe('availability in the registration report', () => {
  const report = (body: object, rules: AvailabilityRule[], slots = [{ trainerId: 't1', date: '2026-03-03', timeFrom: '10:00' }]) =>
    registrationReport(RegistrationReportRequest.parse(body), [], slots, rules, ['t1'], new Map([['t1', 'Tina']])).trainers[0]!
      .availability;
  const weekdaysMornings = rule({ period: 2, periodValues: '1,2,3,4,5', dateFrom: '2026-03-02', dateTill: '2026-03-31' });
  const absentFriday = rule({ type: 1, dateFrom: '2026-03-06', dateTill: '2026-03-06', timeFrom: '14:00', timeTill: '16:00' });
  const rules = [weekdaysMornings, absentFriday, rule({ trainerId: 'someone else', allDay: true })];

  it('by day: the course day, the absent Friday, free weekdays, unknown weekend', () => {
    expect(report({ timeframe: 'Days', start: '2026-03-02', end: '2026-03-08' }, rules)).toEqual([
      'AvailableFree',
      'AvailableInCourse',
      'AvailableFree',
      'AvailableFree',
      'Absent',
      'Unknown',
      'Unknown',
    ]);
  });

  it('by half hour: free in the morning slots, in the course slot, absent in the afternoon, unknown at night', () => {
    const day = report({ timeframe: 'Hours', fractions: 2, start: '2026-03-03', end: '2026-03-03' }, rules);
    expect(day).toHaveLength(48);
    expect(day.slice(17, 25)).toEqual([
      'Unknown',
      'AvailableFree',
      'AvailableFree',
      'AvailableInCourse',
      'AvailableFree',
      'AvailableFree',
      'AvailableFree',
      'Unknown',
    ]);
    const friday = report({ timeframe: 'Hours', start: '2026-03-06', end: '2026-03-06' }, rules, []);
    // 08:00 to 16:00 by the hour.
    expect(friday.slice(8, 17)).toEqual([
      'Unknown',
      ...Array(3).fill('AvailableFree'),
      'Unknown',
      'Unknown',
      'Absent',
      'Absent',
      'Unknown',
    ]);
  });

  it('by week and month: any day of the bucket within the range counts', () => {
    // Weeks of 2026-03-02 (course), 03-09, then only Saturday and Sunday 03-28/29, and 03-30/31.
    expect(report({ timeframe: 'Weeks', start: '2026-03-02', end: '2026-03-31' }, [weekdaysMornings])).toEqual([
      'AvailableInCourse',
      'AvailableFree',
      'AvailableFree',
      'AvailableFree',
      'AvailableFree',
    ]);
    expect(report({ timeframe: 'Weeks', start: '2026-03-28', end: '2026-03-29' }, [weekdaysMornings], [])).toEqual(['Unknown']);
    expect(report({ timeframe: 'Months', start: '2026-02-01', end: '2026-04-30' }, [weekdaysMornings, absentFriday], [])).toEqual([
      'Unknown',
      'Absent',
      'Unknown',
    ]);
  });
});
