import { describe, expect, it } from 'vitest';
import { openingHoursProblems, openingHoursText, type OpeningHoursLine } from './opening-hours.ts';

const open = (fromWeekDay: number, tillWeekDay: number | null, fromTime = '09:00', tillTime = '18:00'): OpeningHoursLine => ({
  fromWeekDay,
  tillWeekDay,
  closed: false,
  fromTime,
  tillTime,
});

describe('opening hours text', () => {
  it.each<[string, OpeningHoursLine, string, string]>([
    ['a weekday range', open(1, 5), 'Mo–Fr 09:00–18:00', 'Mon–Fri 09:00–18:00'],
    ['a single day', open(6, null, '10:00', '14:00'), 'Sa 10:00–14:00', 'Sat 10:00–14:00'],
    ['a range to the same day', open(3, 3), 'Mi 09:00–18:00', 'Wed 09:00–18:00'],
    ['a closed Sunday', { fromWeekDay: 0, closed: true }, 'So geschlossen', 'Sun closed'],
    ['a closed range', { fromWeekDay: 6, tillWeekDay: 0, closed: true }, 'Sa–So geschlossen', 'Sat–Sun closed'],
    ['closed wins over times', { fromWeekDay: 2, closed: true, fromTime: '09:00', tillTime: '10:00' }, 'Di geschlossen', 'Tue closed'],
    ['seconds are cut', open(4, null, '08:30:00', '12:00:00'), 'Do 08:30–12:00', 'Thu 08:30–12:00'],
    ['open without times', { fromWeekDay: 5, closed: false }, 'Fr', 'Fri'],
  ])('%s', (_, line, de, en) => {
    expect(openingHoursText(line)).toBe(de);
    expect(openingHoursText(line, 'de')).toBe(de);
    expect(openingHoursText(line, 'en')).toBe(en);
  });

  it('rejects a day outside 0..6', () => {
    expect(() => openingHoursText(open(7, null))).toThrow(RangeError);
  });
});

describe('opening hours validation', () => {
  it.each<[string, OpeningHoursLine, string[]]>([
    ['open with times', open(1, 5), []],
    ['closed without times', { fromWeekDay: 0, closed: true }, []],
    ['open without times', { fromWeekDay: 1, closed: false }, ['fromTime', 'tillTime']],
    ['end before start', open(1, 5, '18:00', '09:00'), ['tillTime']],
    ['end equals start', open(1, 5, '09:00', '09:00'), ['tillTime']],
  ])('%s', (_, line, fields) => {
    expect(openingHoursProblems(line).map((p) => p.field)).toEqual(fields);
  });
});
