import { AvailabilityType, Period, type TrainerAvailability } from '@takt/proto';

/**
 * A trainer's availability or absence as scheduling announces it: dates from dateFrom to dateTill
 * repeating by `period` every `eachOnDay`-th day, week or month, on `periodValues` (weekdays 0
 * Sunday to 6, or days of month; none: dateFrom's), each from timeFrom to timeTill (all day: the
 * whole date).
 */
export interface AvailabilityRule {
  trainerId: string;
  type: number;
  allDay: boolean;
  dateFrom: string;
  dateTill: string;
  timeFrom: string;
  timeTill: string;
  period: number;
  eachOnDay: number;
  periodValues: string | null;
}

/** Part of a bucket: a date, from `from` to `till` (HH:mm, end exclusive; a whole date is 00:00 to 24:00). */
export interface Window {
  date: string;
  from: string;
  till: string;
}

const MS_PER_DAY = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY;
/** 0 Sunday to 6 Saturday; day 0 (1970-01-01) was a Thursday. */
const weekday = (day: number) => (day + 4) % 7;
/** Weeks run Monday to Sunday, as scheduling counts them. */
const mondayOf = (day: number) => day - ((weekday(day) + 6) % 7);
const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

function listed(values: string | null, fallback: number): number[] {
  const parsed = (values ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map(Number);
  return parsed.length ? parsed : [fallback];
}

/**
 * Whether the rule has an occurrence on `date`: scheduling's recurrence read the other way round
 * (counting periods from dateFrom instead of walking the dates). A month lacking a listed day
 * (31 in April) has no occurrence for it; an unknown period none at all.
 */
export function occursOn(rule: AvailabilityRule, date: string): boolean {
  if (date < rule.dateFrom || date > rule.dateTill || rule.eachOnDay < 1) return false;
  const day = dayNumber(date);
  const first = dayNumber(rule.dateFrom);
  switch (rule.period) {
    case Period.Day:
      return (day - first) % rule.eachOnDay === 0;
    case Period.Week:
      return (
        ((mondayOf(day) - mondayOf(first)) / 7) % rule.eachOnDay === 0 && listed(rule.periodValues, weekday(first)).includes(weekday(day))
      );
    case Period.Month:
      return (
        (monthIndex(date) - monthIndex(rule.dateFrom)) % rule.eachOnDay === 0 &&
        listed(rule.periodValues, Number(rule.dateFrom.slice(8, 10))).includes(Number(date.slice(8, 10)))
      );
    default:
      return false;
  }
}

/** Whether the rule takes any part of the window. */
export const touches = (rule: AvailabilityRule, w: Window): boolean =>
  occursOn(rule, w.date) && (rule.allDay || (rule.timeFrom < w.till && w.from < rule.timeTill));

/**
 * A trainer's state in a bucket: in a course where they lead an appointment (busy is what
 * happens, even if they were marked absent: the conflict check answers that contradiction), else
 * absent where an absence touches the bucket, else free where an availability does, else unknown.
 */
export function availabilityIn(busy: boolean, windows: readonly Window[], rules: readonly AvailabilityRule[]): TrainerAvailability {
  if (busy) return 'AvailableInCourse';
  const touching = rules.filter((r) => windows.some((w) => touches(r, w)));
  if (touching.some((r) => r.type === AvailabilityType.Absence)) return 'Absent';
  return touching.length ? 'AvailableFree' : 'Unknown';
}
