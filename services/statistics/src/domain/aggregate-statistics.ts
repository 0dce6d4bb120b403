import { StatisticsType, type StatisticsResult } from '@takt/proto';

/** What one confirmed attendance contributes to a statistic. */
export interface AttendanceFactRow {
  attendeeId: string;
  courseName: string;
  centCost: number;
}

type Measure = (rows: readonly AttendanceFactRow[]) => number;

const MEASURES: Record<StatisticsType, Measure> = {
  [StatisticsType.AttendanceCount]: (rows) => rows.length,
  [StatisticsType.AttendeeCount]: (rows) => new Set(rows.map((r) => r.attendeeId)).size,
  // Money is integer cents; the statistic shows euros (spec section 9: cents times 0.01).
  [StatisticsType.Revenues]: (rows) => rows.reduce((sum, r) => sum + r.centCost, 0) / 100,
};

/**
 * One "total" result with a nested result per course (by course name, alphabetical).
 * Attendee counts are distinct per level: an attendee in two courses counts once in the total.
 */
export function aggregateStatistics(type: StatisticsType, rows: readonly AttendanceFactRow[]): StatisticsResult[] {
  const measure = MEASURES[type];
  const byCourse = new Map<string, AttendanceFactRow[]>();
  for (const row of rows) byCourse.set(row.courseName, [...(byCourse.get(row.courseName) ?? []), row]);
  const nestedResults = [...byCourse.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'de'))
    .map(([key, courseRows]) => ({ key, amount: measure(courseRows), nestedResults: [] }));
  return [{ key: 'total', amount: measure(rows), nestedResults }];
}
