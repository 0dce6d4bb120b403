/** Spec section 3: 0 is Sunday … 6 is Saturday; a new entry starts on Monday. */
export const DEFAULT_FROM_WEEK_DAY = 1;

export interface OpeningHoursLine {
  fromWeekDay: number;
  tillWeekDay?: number | null;
  closed: boolean;
  fromTime?: string | null;
  tillTime?: string | null;
}

export type TextLanguage = 'de' | 'en';

const DAY_NAMES: Record<TextLanguage, readonly string[]> = {
  de: ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};
const CLOSED: Record<TextLanguage, string> = { de: 'geschlossen', en: 'closed' };
const DASH = '–';

export function dayAbbreviation(day: number, language: TextLanguage = 'de'): string {
  const name = DAY_NAMES[language][day];
  if (name === undefined) throw new RangeError(`week day ${day} is not between 0 and 6`);
  return name;
}

/**
 * The text line of one entry: a single day ("Sa") or a range ("Mo–Fr"), then the hours
 * ("09:00–18:00") or the closed word. A range to the same day counts as a single day.
 */
export function openingHoursText(line: OpeningHoursLine, language: TextLanguage = 'de'): string {
  const from = dayAbbreviation(line.fromWeekDay, language);
  const till =
    line.tillWeekDay === null || line.tillWeekDay === undefined || line.tillWeekDay === line.fromWeekDay
      ? undefined
      : dayAbbreviation(line.tillWeekDay, language);
  const days = till ? `${from}${DASH}${till}` : from;
  if (line.closed) return `${days} ${CLOSED[language]}`;
  const times = [line.fromTime, line.tillTime].filter((t): t is string => !!t).map((t) => t.slice(0, 5));
  return times.length ? `${days} ${times.join(DASH)}` : days;
}

/** Validation of one entry: open entries need both times and end after they start. */
export function openingHoursProblems(line: OpeningHoursLine): { field: string; message: string }[] {
  if (line.closed) return [];
  const problems: { field: string; message: string }[] = [];
  if (!line.fromTime) problems.push({ field: 'fromTime', message: 'required unless closed' });
  if (!line.tillTime) problems.push({ field: 'tillTime', message: 'required unless closed' });
  if (line.fromTime && line.tillTime && line.tillTime <= line.fromTime)
    problems.push({ field: 'tillTime', message: 'must be after fromTime' });
  return problems;
}
