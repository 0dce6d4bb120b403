import { CourseInput, CourseType, type ExcelLogEntry } from '@takt/proto';

// The courses of an Excel import (decision 0055): each row as a create would take it, or the
// reasons it cannot be created. Documents has read the cells; here the course rules apply.

export interface ImportRow {
  row: number;
  values: Record<string, string | number | boolean | null>;
}

const typeOf = (v: unknown) => (typeof v === 'string' && v in CourseType ? CourseType[v as keyof typeof CourseType] : v);
const NAME_OF_TYPE = Object.fromEntries(Object.entries(CourseType).map(([name, n]) => [n, name]));

export function checkCourseRows(rows: readonly ImportRow[]): { inputs: CourseInput[]; log: ExcelLogEntry[] } {
  const inputs: CourseInput[] = [];
  const log: ExcelLogEntry[] = [];
  for (const { row, values } of rows) {
    const { color, ...rest } = values;
    const parsed = CourseInput.safeParse({ ...rest, ...(color ? { color } : {}), type: typeOf(values.type) ?? undefined });
    if (parsed.success) inputs.push(parsed.data);
    else for (const issue of parsed.error.issues) log.push({ row, column: String(issue.path[0] ?? '') || null, reason: 'invalid' });
  }
  return { inputs, log };
}

/** A course in the template's shape (values by column key). */
export const courseExcelValues = (c: {
  name: string;
  type: number;
  maxAttendees: number;
  minAttendees: number | null;
  bookableAsSeries: boolean;
  color: string;
  description: string | null;
}) => ({
  name: c.name,
  type: NAME_OF_TYPE[c.type] ?? null,
  maxAttendees: c.maxAttendees,
  minAttendees: c.minAttendees,
  bookableAsSeries: c.bookableAsSeries,
  color: c.color,
  description: c.description,
});
