/** A calendar date `yyyy-mm-dd`, local to the company. */
export type LocalDate = string;

export interface InvoicePeriod {
  start: LocalDate;
  end: LocalDate;
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: LocalDate): { year: number; month: number; day: number } {
  const m = LOCAL_DATE.exec(date.slice(0, 10));
  if (!m) throw new Error(`expected yyyy-mm-dd, got '${date}'`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC avoids any time-zone shift.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The monthly invoice period (period type Month) a date falls in: first to last day of its month. */
export function monthPeriodOf(date: LocalDate): InvoicePeriod {
  const { year, month } = parts(date);
  return {
    start: `${pad(year, 4)}-${pad(month)}-01`,
    end: `${pad(year, 4)}-${pad(month)}-${pad(daysInMonth(year, month))}`,
  };
}

/** German date as used in position texts and messages: dd.MM.yyyy. */
export function germanDate(date: LocalDate): string {
  const { year, month, day } = parts(date);
  return `${pad(day)}.${pad(month)}.${pad(year, 4)}`;
}

/** The text of a position for one attended appointment: "<course> am <dd.MM.yyyy>". */
export function attendancePositionText(courseName: string, date: LocalDate): string {
  return `${courseName} am ${germanDate(date)}`;
}

/** Period types of a run (proto's PeriodType numbers): Month 0, Quarter 1, Year 3, HalfYear 4. */
export type RunPeriodType = 0 | 1 | 3 | 4;

const MONTHS_OF: Record<RunPeriodType, number> = { 0: 1, 1: 3, 3: 12, 4: 6 };

export function monthsOf(type: RunPeriodType): number {
  return MONTHS_OF[type];
}

/** The month after adding `months` to (year, month), both 1-based months. */
function shiftMonth(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Whether a period of the type may start in this month: quarters in Jan/Apr/Jul/Oct, half-years at the start month or six after. */
function startsInMonth(type: RunPeriodType, month: number, halfYearStartMonth: number): boolean {
  if (type === 0) return true;
  if (type === 1) return (month - 1) % 3 === 0;
  if (type === 3) return month === 1;
  return (month - halfYearStartMonth + 12) % 6 === 0;
}

/**
 * The period a run bills: from `start` over one, three, six or twelve months. Answers a reason
 * instead when `start` is no first day of such a period (half-years count from the company's
 * start month, so a half-year may span the turn of the year).
 */
export function runPeriod(type: RunPeriodType, start: LocalDate, halfYearStartMonth = 1): InvoicePeriod | { problem: string } {
  const { year, month, day } = parts(start);
  if (day !== 1) return { problem: 'a period starts on the first of a month' };
  if (!startsInMonth(type, month, halfYearStartMonth)) return { problem: 'this month does not start a period of the type' };
  const last = shiftMonth(year, month, monthsOf(type) - 1);
  return {
    start: `${pad(year, 4)}-${pad(month)}-01`,
    end: `${pad(last.year, 4)}-${pad(last.month)}-${pad(daysInMonth(last.year, last.month))}`,
  };
}

/** The start of the run period of the type that contains `date` (what the run dialog proposes). */
export function runPeriodStartOf(type: RunPeriodType, date: LocalDate, halfYearStartMonth = 1): LocalDate {
  const { year, month } = parts(date);
  for (let back = 0; back < 12; back++) {
    const m = shiftMonth(year, month, -back);
    if (startsInMonth(type, m.month, halfYearStartMonth)) return `${pad(m.year, 4)}-${pad(m.month)}-01`;
  }
  throw new Error('unreachable: every type starts within twelve months');
}

/** The calendar months (first days) a period covers, in order. */
export function monthStartsOf(period: InvoicePeriod): LocalDate[] {
  const from = parts(period.start);
  const to = parts(period.end);
  const count = (to.year - from.year) * 12 + (to.month - from.month) + 1;
  return Array.from({ length: count }, (_, i) => {
    const m = shiftMonth(from.year, from.month, i);
    return `${pad(m.year, 4)}-${pad(m.month)}-01`;
  });
}

/** `date` plus `days` calendar days. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const { year, month, day } = parts(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
