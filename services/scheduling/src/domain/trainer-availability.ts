import { occursOn, type BlockingRule } from './room-availability.ts';

/** Availability 0, Absence 1 (spec section 3). */
export const ABSENCE = 1;

/** A trainer's availability or absence: a recurrence of dates, each from timeFrom to timeTill (all day: the whole date). */
export interface TrainerRule extends BlockingRule {
  trainerId: string;
  type: number;
}

/** A dated span of the day, HH:mm, end exclusive. */
export interface Span {
  date: string;
  timeFrom: string;
  timeTill: string;
}

/** Touching spans (one ends when the other starts) do not overlap. */
export const overlaps = (a: Span, b: Span): boolean => a.date === b.date && a.timeFrom < b.timeTill && b.timeFrom < a.timeTill;

/** Whether a recurring rule (blocking, absence) takes any part of the span. */
export const ruleTouches = (rule: BlockingRule, span: Span): boolean =>
  occursOn(rule, span.date) && (rule.allDay || (rule.timeFrom < span.timeTill && span.timeFrom < rule.timeTill));

/** Whether a recurring rule (availability) holds the whole span. */
export const ruleCovers = (rule: BlockingRule, span: Span): boolean =>
  occursOn(rule, span.date) && (rule.allDay || (rule.timeFrom <= span.timeFrom && span.timeTill <= rule.timeTill));

export type TrainerReason = 'absent' | 'teachingElsewhere' | 'outsideAvailability';

/**
 * Why a trainer cannot teach at `span`: an absence touches it, another uncancelled appointment of
 * theirs overlaps it, or they have availabilities and none holds it. Empty: available.
 */
export function trainerReasons(span: Span, rules: readonly TrainerRule[], otherAppointments: readonly Span[]): TrainerReason[] {
  const reasons: TrainerReason[] = [];
  if (rules.some((r) => r.type === ABSENCE && ruleTouches(r, span))) reasons.push('absent');
  if (otherAppointments.some((o) => overlaps(o, span))) reasons.push('teachingElsewhere');
  const availabilities = rules.filter((r) => r.type !== ABSENCE);
  if (availabilities.length > 0 && !availabilities.some((r) => ruleCovers(r, span))) reasons.push('outsideAvailability');
  return reasons;
}
