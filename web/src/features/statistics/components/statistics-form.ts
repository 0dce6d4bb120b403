import { z } from 'zod';
import { LocalDate, Uuid } from '@takt/proto/http/common';
import {
  CriterionKind,
  StatisticsLayout,
  type StatisticsCriterion,
  type StatisticsRequest,
  TimeUnit,
} from '@takt/proto/http/statistics/index';
import { StatisticsType } from '@takt/proto';
import dayjs from 'dayjs';

/** The allowed lists a statistic narrows to (empty: all); a preset keeps them with the layout. */
export const FILTERS = [
  'locationIds',
  'departmentIds',
  'roomIds',
  'trainerIds',
  'courseIds',
  'membershipTypeIds',
  'characteristicIds',
  'costIds',
  'genders',
] as const;
export type Filter = (typeof FILTERS)[number];
const FILTER_FIELDS = {
  locationIds: z.array(Uuid),
  departmentIds: z.array(Uuid),
  roomIds: z.array(Uuid),
  trainerIds: z.array(Uuid),
  courseIds: z.array(Uuid),
  membershipTypeIds: z.array(Uuid),
  characteristicIds: z.array(Uuid),
  costIds: z.array(Uuid),
  genders: z.array(z.string()),
} satisfies Record<Filter, z.ZodType<string[]>>;
const filtersOf = (pick: (f: Filter) => string[] | undefined) =>
  Object.fromEntries(FILTERS.map((f) => [f, pick(f) ?? []])) as Record<Filter, string[]>;

/** The screen's fields: the request with its three criterion levels side by side. */
export const StatisticsForm = z.object({
  type: z.enum(StatisticsType),
  timeUnit: z.enum(TimeUnit),
  startDate: LocalDate,
  endDate: LocalDate,
  vertical: z.enum(CriterionKind).nullable(),
  horizontal: z.enum(CriterionKind).nullable(),
  additional: z.enum(CriterionKind).nullable(),
  ...FILTER_FIELDS,
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
  ...filtersOf(() => []),
});

/** The chosen levels as one nested criterion; an empty level ends the chain. */
function criterionOf(levels: (CriterionKind | null)[]): StatisticsCriterion | null {
  const [first, ...rest] = levels;
  return first ? { kind: first, nested: criterionOf(rest) } : null;
}

/** Only the lists that narrow anything go into the layout, so a preset without filters stays as it was. */
const chosenFilters = (f: StatisticsForm) => Object.fromEntries(FILTERS.filter((k) => f[k].length).map((k) => [k, f[k]]));

export const layoutOf = (f: StatisticsForm): StatisticsLayout =>
  StatisticsLayout.parse({
    type: f.type,
    timeUnit: f.timeUnit,
    criterion: criterionOf([f.vertical, f.horizontal, f.additional]),
    ...chosenFilters(f),
  });

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
    ...filtersOf((f) => layout[f]),
  };
}
