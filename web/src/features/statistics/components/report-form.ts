import { z } from 'zod';
import { LocalDate } from '@takt/proto/http/common';
import { ReportTimeframe, type RegistrationReportRequest } from '@takt/proto/http/statistics/index';
import dayjs from 'dayjs';

/** The report's fields; the location, course and skill filters sit beside the form. */
export const ReportForm = z.object({
  timeframe: z.enum(ReportTimeframe),
  start: LocalDate,
  end: LocalDate,
  fractions: z.enum(['1', '2', '4']),
});
export type ReportForm = z.infer<typeof ReportForm>;

export interface ReportFilters {
  locationId: string;
  courseId: string;
  skillId: string;
}

// Spec section 9: the report's default timeframe is days, starting Monday (this week).
export function defaultReportForm(): ReportForm {
  const monday = dayjs().subtract((dayjs().day() + 6) % 7, 'day');
  return { timeframe: 'Days', start: monday.format('YYYY-MM-DD'), end: monday.add(6, 'day').format('YYYY-MM-DD'), fractions: '1' };
}

export const reportRequestOf = (f: ReportForm, filters: ReportFilters, page: number): RegistrationReportRequest => ({
  timeframe: f.timeframe,
  start: f.start,
  end: f.end,
  fractions: Number(f.fractions) as 1 | 2 | 4,
  locationIds: filters.locationId ? [filters.locationId] : undefined,
  courseIds: filters.courseId ? [filters.courseId] : undefined,
  page,
});
