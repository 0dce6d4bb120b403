import { z } from 'zod';
import { LocalDate } from '@takt/proto/http/common';
import {
  CriterionKind,
  StatisticsLayout,
  type StatisticsCriterion,
  type StatisticsRequest,
  TimeUnit,
} from '@takt/proto/http/statistics/index';
import { StatisticsType } from '@takt/proto';
import dayjs from 'dayjs';

/** The screen's fields: the request with its three criterion levels side by side. */
export const StatisticsForm = z.object({
  type: z.enum(StatisticsType),
  timeUnit: z.enum(TimeUnit),
  startDate: LocalDate,
  endDate: LocalDate,
  vertical: z.enum(CriterionKind).nullable(),
  horizontal: z.enum(CriterionKind).nullable(),
  additional: z.enum(CriterionKind).nullable(),
});
export type StatisticsForm = z.infer<typeof StatisticsForm>;

// Spec: the default range is the last 7 days.
export const defaultForm = (): StatisticsForm => ({
  type: 'AttendanceCount',
  timeUnit: 'Day',
  startDate: dayjs().subtract(7, 'day').format('YYYY-MM-DD'),
  endDate: dayjs().format('YYYY-MM-DD'),
  vertical: 'Course',
  horizontal: null,
  additional: null,
});

/** The chosen levels as one nested criterion; an empty level ends the chain. */
function criterionOf(levels: (CriterionKind | null)[]): StatisticsCriterion | null {
  const [first, ...rest] = levels;
  return first ? { kind: first, nested: criterionOf(rest) } : null;
}

export const layoutOf = (f: StatisticsForm): StatisticsLayout =>
  StatisticsLayout.parse({ type: f.type, timeUnit: f.timeUnit, criterion: criterionOf([f.vertical, f.horizontal, f.additional]) });

export const requestOf = (f: StatisticsForm): StatisticsRequest => ({ ...layoutOf(f), startDate: f.startDate, endDate: f.endDate });

/** A preset's layout in the form; the dates stay. */
export function formOf(layout: StatisticsLayout, dates: Pick<StatisticsForm, 'startDate' | 'endDate'>): StatisticsForm {
  const c = layout.criterion;
  return {
    ...dates,
    type: layout.type,
    timeUnit: layout.timeUnit,
    vertical: c?.kind ?? null,
    horizontal: c?.nested?.kind ?? null,
    additional: c?.nested?.nested?.kind ?? null,
  };
}
