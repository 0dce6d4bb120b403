import { fromDbDate, notFound, validationFailed, type TxClient } from '@takt/kit';
import { occurrences, type RecurrenceRule } from '../domain/recurrence.ts';
import type { Client } from '../store/client.ts';
import { findDateTime } from '../store/courses.ts';
import type { CourseDateTime } from '../store/generated/client.ts';

export async function requireDateTime(tx: TxClient<Client>, id: string): Promise<CourseDateTime> {
  const dt = await findDateTime(tx, id);
  if (!dt) throw notFound('Date-time');
  return dt;
}

/** The dates of a rule; a schedule that could never be generated is a field error. */
export function plannedDates(rule: RecurrenceRule): string[] {
  const planned = occurrences(rule);
  if ('issue' in planned) throw validationFailed([planned.issue]);
  return planned.dates;
}

export const ruleOf = (dt: CourseDateTime): RecurrenceRule => ({
  dateFrom: fromDbDate(dt.dateFrom),
  dateTill: fromDbDate(dt.dateTill),
  period: dt.period,
  eachOnDay: dt.eachOnDay,
  periodValues: dt.periodValues,
});
