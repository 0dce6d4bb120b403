import { describe, expect, it } from 'vitest';
import { fromDay } from './calendar-date.ts';
import { calendarDays, calendarRange, type CalendarDateType } from './calendar-range.ts';

describe('calendarRange', () => {
  it.each<[string, CalendarDateType, string, string]>([
    ['2026-11-25', 'day', '2026-11-25', '2026-11-25'],
    ['2026-11-25', 'week', '2026-11-23', '2026-11-29'],
    ['2026-11-23', 'week', '2026-11-23', '2026-11-29'],
    ['2026-11-29', 'week', '2026-11-23', '2026-11-29'],
    ['2026-11-25', 'month', '2026-10-26', '2026-12-06'],
    ['2026-02-10', 'month', '2026-01-26', '2026-03-01'],
    ['2027-02-01', 'month', '2027-02-01', '2027-02-28'],
    ['2024-02-29', 'month', '2024-01-29', '2024-03-03'],
    ['2026-12-31', 'week', '2026-12-28', '2027-01-03'],
  ])('%s as %s spans %s to %s', (date, type, from, till) => {
    const r = calendarRange(date, type);
    expect([fromDay(r.from), fromDay(r.till)]).toEqual([from, till]);
  });
});

describe('calendarDays', () => {
  const item = (date: string, timeFrom: string, centCost = 1000, isCancelled = false) => ({ date, timeFrom, centCost, isCancelled });
  it('lists every day with its items by start time, names the weekday and sums the costs of what takes place', () => {
    const r = calendarRange('2026-11-25', 'week');
    const days = calendarDays(
      r.from,
      r.till,
      [item('2026-11-24', '18:00'), item('2026-11-24', '09:00', 500), item('2026-11-24', '07:00', 700, true)],
      'de',
    );
    expect(days).toHaveLength(7);
    expect(days[0]).toMatchObject({ date: '2026-11-23', dayOfWeek: 1, dayName: 'Montag', appointments: [], costs: 0 });
    expect(days[1]!.appointments.map((a) => a.timeFrom)).toEqual(['07:00', '09:00', '18:00']);
    expect(days[1]!.costs).toBe(1500);
    expect(calendarDays(r.from, r.from, [], 'en')[0]!.dayName).toBe('Monday');
  });
});
