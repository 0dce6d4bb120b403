/**
 * The times of a visit staff record or correct (spec section 5: leaving comes after entering;
 * some dates must be past or present). A visit lies in the past or is still open: a time in the
 * future would show someone as present who is not there yet. A minute of slack absorbs the clock
 * of the browser that proposed "now".
 */

const SLACK_MS = 60_000;

export interface VisitTimes {
  dateEnter: Date;
  dateLeave: Date | null;
}

export interface TimesProblem {
  field: 'dateEnter' | 'dateLeave';
  message: string;
}

export function visitTimesProblem(t: VisitTimes, now: Date): TimesProblem | null {
  if (t.dateEnter.getTime() > now.getTime() + SLACK_MS) return { field: 'dateEnter', message: 'entering must not be in the future' };
  if (!t.dateLeave) return null;
  if (t.dateLeave < t.dateEnter) return { field: 'dateLeave', message: 'leaving must not be before entering' };
  if (t.dateLeave.getTime() > now.getTime() + SLACK_MS) return { field: 'dateLeave', message: 'leaving must not be in the future' };
  return null;
}
