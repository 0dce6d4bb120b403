import { z } from 'zod';
import { StatisticsType } from '../../enums.ts';
import { LocalDate, LocalTime, Uuid } from '../common.ts';

// Spec section 3 "Statistics": a type, a date range, nested criteria (vertical, horizontal,
// additional), allowed lists, age and time-of-day ranges, and a time unit.

export const CriterionKind = [
  'Location',
  'Department',
  'Room',
  'Trainer',
  'Course',
  'MembershipType',
  'Gender',
  'Age',
  'Characteristic',
  'SingleCost',
  'Time',
] as const;
export type CriterionKind = (typeof CriterionKind)[number];

export const TimeUnit = ['Day', 'Week', 'Month', 'Year', 'All'] as const;
export type TimeUnit = (typeof TimeUnit)[number];

/** A grouping and what groups below it: vertical → horizontal → additional (at most three levels). */
export interface StatisticsCriterion {
  kind: CriterionKind;
  nested?: StatisticsCriterion | null;
}
const criterionAt = (depth: number): z.ZodType<StatisticsCriterion> =>
  z.object({
    kind: z.enum(CriterionKind),
    nested: depth < 3 ? criterionAt(depth + 1).nullish() : z.null().optional(),
  }) as z.ZodType<StatisticsCriterion>;
export const StatisticsCriterion = criterionAt(1);

const ids = z.array(Uuid).max(200).optional();
/** Whole years, both ends inclusive (18–29 holds 29-year-olds). */
export const AgeRange = z
  .object({ from: z.number().int().min(0).max(150), till: z.number().int().min(0).max(150) })
  .refine((r) => r.till >= r.from, { path: ['till'], message: 'must not be below from' });
/** A time of day [from, till): an appointment starting at `from` counts, one starting at `till` not. */
export const TimeRange = z
  .object({ from: LocalTime, till: LocalTime })
  .refine((r) => r.till > r.from, { path: ['till'], message: 'must be after from' });

/** What a statistic groups and filters by, without its dates: a saved preset holds exactly this. */
export const StatisticsLayout = z.object({
  type: z.enum(StatisticsType),
  timeUnit: z.enum(TimeUnit).default('All'),
  criterion: StatisticsCriterion.nullish(),
  departmentIds: ids,
  locationIds: ids,
  roomIds: ids,
  trainerIds: ids,
  courseIds: ids,
  membershipTypeIds: ids,
  characteristicIds: ids,
  costIds: ids,
  genders: z.array(z.string().min(1).max(20)).max(10).optional(),
  /** Age buckets (Age criterion) and the allowed ages; without them the default buckets apply. */
  ageRanges: z.array(AgeRange).max(20).optional(),
  /** Time-of-day buckets (Time criterion) and the allowed start times; without them the spec's four. */
  timeRanges: z.array(TimeRange).max(24).optional(),
});
export type StatisticsLayout = z.infer<typeof StatisticsLayout>;

/** Ten years at most; by day at most 400 days (one column per day). */
export const MAX_RANGE_DAYS = 3660;
export const MAX_DAY_UNIT_DAYS = 400;
const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

export const StatisticsRequest = StatisticsLayout.extend({ startDate: LocalDate, endDate: LocalDate })
  .refine((r) => r.endDate >= r.startDate, { path: ['endDate'], message: 'must not be before startDate' })
  .refine((r) => daysBetween(r.startDate, r.endDate) < MAX_RANGE_DAYS, { path: ['endDate'], message: 'at most ten years' })
  .refine((r) => r.timeUnit !== 'Day' || daysBetween(r.startDate, r.endDate) < MAX_DAY_UNIT_DAYS, {
    path: ['timeUnit'],
    message: 'by day at most 400 days',
  });
export type StatisticsRequest = z.infer<typeof StatisticsRequest>;

export interface StatisticsResult {
  /** An id, a bucket (`2026-03`, `18-29`, `noon`) or `total`; `unknown` when the read model lacks the fact. */
  key: string;
  /** What to show for the key: the name the read model knows, else the key. */
  label?: string;
  amount: number;
  nestedResults: StatisticsResult[];
}
export const StatisticsResult: z.ZodType<StatisticsResult> = z.lazy(() =>
  z.object({ key: z.string(), label: z.string().optional(), amount: z.number(), nestedResults: z.array(StatisticsResult) }),
);

/** Spec: ExportToExcel {StatisticsRequestClass, StartDate, EndDate, Rows}: the rows the screen shows. */
export const StatisticsExportBody = z.object({
  statisticsRequestClass: StatisticsLayout.partial({ type: true }).optional(),
  startDate: LocalDate,
  endDate: LocalDate,
  rows: z.array(StatisticsResult).max(5000),
});
