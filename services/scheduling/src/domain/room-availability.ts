import { occurrences, type RecurrenceRule } from './recurrence.ts';

/** A room blocking: a recurrence of dates, each blocked from timeFrom to timeTill (all day: the whole date). */
export interface BlockingRule extends RecurrenceRule {
  allDay: boolean;
  timeFrom: string;
  timeTill: string;
}

/** Whether a recurrence has an occurrence on `date` (yyyy-mm-dd); no cap, the walk stops at `date`. */
export function occursOn(rule: RecurrenceRule, date: string): boolean {
  if (date < rule.dateFrom || date > rule.dateTill) return false;
  const found = occurrences({ ...rule, dateTill: date }, Number.POSITIVE_INFINITY);
  return 'dates' in found && found.dates.at(-1) === date;
}

/** Whether a span of the day (HH:mm, end exclusive) holds the moment `time`. */
export const spanHolds = (span: { timeFrom: string; timeTill: string }, time: string): boolean =>
  span.timeFrom <= time && time < span.timeTill;

/** Whether the blocking takes the room at `date` and `time`. */
export function blocksAt(blocking: BlockingRule, date: string, time: string): boolean {
  return occursOn(blocking, date) && (blocking.allDay || spanHolds(blocking, time));
}
