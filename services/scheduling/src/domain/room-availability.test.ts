import { Period } from '@takt/proto';
import { describe, expect, it } from 'vitest';
import { blocksAt, occursOn, spanHolds, type BlockingRule } from './room-availability.ts';

const { Day, Week, Month } = Period;
const blocking = (over: Partial<BlockingRule>): BlockingRule => ({
  dateFrom: '2026-03-02',
  dateTill: '2026-03-31',
  period: Day,
  eachOnDay: 1,
  periodValues: null,
  allDay: false,
  timeFrom: '10:00',
  timeTill: '12:00',
  ...over,
});

describe('room blockings', () => {
  it.each([
    ['a day inside a daily range', blocking({}), '2026-03-15', true],
    ['the day before the range', blocking({}), '2026-03-01', false],
    ['the day after the range', blocking({}), '2026-04-01', false],
    ['every second day, an off day', blocking({ eachOnDay: 2 }), '2026-03-03', false],
    ['every second day, an on day', blocking({ eachOnDay: 2 }), '2026-03-04', true],
    ['weekly on Wednesday, a Wednesday', blocking({ period: Week, periodValues: '3' }), '2026-03-11', true],
    ['weekly on Wednesday, a Thursday', blocking({ period: Week, periodValues: '3' }), '2026-03-12', false],
    [
      'monthly on the 29th, February of a leap year',
      blocking({ dateFrom: '2028-01-01', dateTill: '2028-12-31', period: Month, periodValues: '29' }),
      '2028-02-29',
      true,
    ],
    ['across the end of summer time', blocking({ dateFrom: '2026-10-24', dateTill: '2026-10-26' }), '2026-10-25', true],
    ['a long daily range, far from its start', blocking({ dateFrom: '2020-01-01', dateTill: '2035-12-31' }), '2034-06-30', true],
  ])('%s', (_, rule, date, expected) => {
    expect(occursOn(rule, date)).toBe(expected);
  });

  it.each([
    ['09:59', false],
    ['10:00', true],
    ['11:59', true],
    ['12:00', false],
  ])('a 10:00–12:00 span at %s: %s', (time, expected) => {
    expect(spanHolds({ timeFrom: '10:00', timeTill: '12:00' }, time)).toBe(expected);
    expect(blocksAt(blocking({}), '2026-03-10', time)).toBe(expected);
  });

  it('an all-day blocking takes every moment of its dates, 23:59 too', () => {
    const allDay = blocking({ allDay: true, timeFrom: '00:00', timeTill: '23:59' });
    expect(['00:00', '13:00', '23:59'].map((t) => blocksAt(allDay, '2026-03-10', t))).toEqual([true, true, true]);
    expect(blocksAt(allDay, '2026-04-10', '13:00')).toBe(false);
  });
});
