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
