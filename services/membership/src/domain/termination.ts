export type TerminationDateOption = 'EndOfMonth' | 'EndOfQuarter' | 'EndOfYear';

export interface TerminationRules {
  terminationDate: TerminationDateOption;
  noticeWeeks: number;
}

/** Spec section 9 defaults: end of month, 4 weeks' notice. */
export const DEFAULT_TERMINATION_RULES: TerminationRules = { terminationDate: 'EndOfMonth', noticeWeeks: 4 };

const MONTHS_PER_PERIOD: Record<TerminationDateOption, number> = { EndOfMonth: 1, EndOfQuarter: 3, EndOfYear: 12 };

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** The last day of the month, quarter or year that contains `date`. */
export function periodEnd(date: string, option: TerminationDateOption): string {
  const d = utc(date);
  const span = MONTHS_PER_PERIOD[option];
  const lastMonth = Math.floor(d.getUTCMonth() / span) * span + span; // 1-based month that closes the period
  return iso(new Date(Date.UTC(d.getUTCFullYear(), lastMonth, 0)));
}

/**
 * The end of a membership terminated on `requestDate`: the notice runs first (weeks, counted from
 * the request day), then the membership ends with the period (month, quarter, year) the notice
 * ends in. A later wished date moves the end to the period end containing that date.
 */
export function terminationEndDate(requestDate: string, rules: TerminationRules, wishedDate?: string | null): string {
  const noticeEnds = utc(requestDate);
  noticeEnds.setUTCDate(noticeEnds.getUTCDate() + rules.noticeWeeks * 7);
  const earliest = iso(noticeEnds);
  return periodEnd(wishedDate && wishedDate > earliest ? wishedDate : earliest, rules.terminationDate);
}
