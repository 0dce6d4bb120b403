import { daysInMonth, fromDay, mondayOf, toDay, weekdayOf } from './calendar-date.ts';

export type CalendarDateType = 'day' | 'week' | 'month';

/** First and last day (day numbers) a calendar of `dateType` around `date` shows: a week starts on Monday, a month shows its whole weeks. */
export function calendarRange(date: string, dateType: CalendarDateType): { from: number; till: number } {
  const day = toDay(date);
  if (dateType === 'day') return { from: day, till: day };
  if (dateType === 'week') return { from: mondayOf(day), till: mondayOf(day) + 6 };
  const [y, m] = date.split('-').map(Number) as [number, number];
  const first = day - (Number(date.slice(8, 10)) - 1);
  const last = first + daysInMonth(y, m - 1) - 1;
  return { from: mondayOf(first), till: mondayOf(last) + 6 };
}

export interface CalendarItem {
  date: string;
  isCancelled: boolean;
  centCost: number;
  timeFrom: string;
}

/** Every day of the range with its items by start time; costs sum the items that take place. */
export function calendarDays<T extends CalendarItem>(from: number, till: number, items: readonly T[], locale: 'de' | 'en') {
  const names = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const byDate = new Map<string, T[]>();
  for (const item of items) byDate.set(item.date, [...(byDate.get(item.date) ?? []), item]);
  const days = [];
  for (let d = from; d <= till; d++) {
    const date = fromDay(d);
    const appointments = (byDate.get(date) ?? []).sort((a, b) => a.timeFrom.localeCompare(b.timeFrom));
    const costs = appointments.reduce((sum, a) => sum + (a.isCancelled ? 0 : a.centCost), 0);
    days.push({ date, dayOfWeek: weekdayOf(d), dayName: names.format(new Date(d * 86_400_000)), appointments, costs });
  }
  return days;
}
