import { Period } from '@takt/proto';
import { dayOf, daysInMonth, fromDay, mondayOf, toDay, weekdayOf } from './calendar-date.ts';

/** At most this many appointments come from one date-time. */
export const MAX_OCCURRENCES = 1000;

export interface RecurrenceRule {
  dateFrom: string;
  dateTill: string;
  /** Period.Day, Period.Week or Period.Month. */
  period: number;
  /** The interval: every n days, weeks or months. */
  eachOnDay: number;
  /** Weekdays 0 (Sunday) to 6 for Week, days of month 1 to 31 for Month; comma list. */
  periodValues?: string | null;
}

type Issue = { field: string; message: string };
export type RecurrenceResult = { dates: string[] } | { issue: Issue };

const parseValues = (raw: string | null | undefined): number[] | undefined =>
  raw ? [...new Set(raw.split(',').map((v) => Number(v.trim())))].sort((a, b) => a - b) : undefined;

/** Candidate days ascending up to `till`, from the start of the first period on (may precede dateFrom). */
function* daily(from: number, till: number, step: number): Generator<number> {
  for (let d = from; d <= till; d += step) yield d;
}

/** Week 0 is the week (Monday to Sunday) holding dateFrom. */
function* weekly(from: number, till: number, step: number, weekdays: ReadonlySet<number>): Generator<number> {
  for (let monday = mondayOf(from); monday <= till; monday += 7 * step) {
    for (let d = monday; d < monday + 7; d++) if (weekdays.has(weekdayOf(d))) yield d;
  }
}

/** Months lacking a listed day (31 in April, 29 in most Februaries) skip it. */
function* monthly(dateFrom: string, till: number, step: number, days: readonly number[]): Generator<number> {
  const [y0, m0] = dateFrom.split('-').map(Number) as [number, number];
  for (let i = 0; ; i += step) {
    const year = y0 + Math.floor((m0 - 1 + i) / 12);
    const month0 = (m0 - 1 + i) % 12;
    if (dayOf(year, month0, 1) > till) return;
    for (const d of days) if (d <= daysInMonth(year, month0)) yield dayOf(year, month0, d);
  }
}

function candidates(rule: RecurrenceRule, from: number, till: number): Generator<number> | Issue {
  const values = parseValues(rule.periodValues);
  switch (rule.period) {
    case Period.Day:
      return daily(from, till, rule.eachOnDay);
    case Period.Week:
      if (values?.some((w) => w > 6)) return { field: 'periodValues', message: 'weekdays are 0 (Sunday) to 6 (Saturday)' };
      return weekly(from, till, rule.eachOnDay, new Set(values ?? [weekdayOf(from)]));
    case Period.Month:
      if (values?.some((d) => d < 1 || d > 31)) return { field: 'periodValues', message: 'days of month are 1 to 31' };
      return monthly(rule.dateFrom, till, rule.eachOnDay, values ?? [Number(rule.dateFrom.slice(8, 10))]);
    default:
      return { field: 'period', message: 'must be 1 (Day), 2 (Week) or 3 (Month)' };
  }
}

/**
 * The dates (yyyy-mm-dd, ascending) of a course date-time between dateFrom and dateTill inclusive:
 * every `eachOnDay` days, weeks (on the listed weekdays, default dateFrom's) or months (on the
 * listed days, default dateFrom's day). More than `max` dates is an issue, not a truncation.
 */
export function occurrences(rule: RecurrenceRule, max: number = MAX_OCCURRENCES): RecurrenceResult {
  if (!Number.isInteger(rule.eachOnDay) || rule.eachOnDay < 1)
    return { issue: { field: 'eachOnDay', message: 'must be a whole number of at least 1' } };
  const from = toDay(rule.dateFrom);
  const till = toDay(rule.dateTill);
  if (till < from) return { issue: { field: 'dateTill', message: 'must not be before dateFrom' } };
  const days = candidates(rule, from, till);
  if (!(Symbol.iterator in days)) return { issue: days };
  const dates: string[] = [];
  for (const day of days) {
    if (day > till) break;
    if (day < from) continue;
    if (dates.length === max) return { issue: { field: 'dateTill', message: `the range gives more than ${max} appointments` } };
    dates.push(fromDay(day));
  }
  return { dates };
}
