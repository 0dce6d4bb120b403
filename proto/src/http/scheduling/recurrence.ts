import { z } from 'zod';
import { Period } from '../../enums.ts';
import { LocalDate, LocalTime } from '../common.ts';

const periods = Object.values(Period) as [number, ...number[]];

/** An empty text (a cleared form field) means none. */
export const blankAsNull = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? null : v), schema.nullish());

/** Comma list of numbers: weekdays 0 (Sunday) to 6 for a weekly period, days of month for a monthly one. */
export const PeriodValues = z.string().regex(/^\d{1,2}(,\d{1,2})*$/, 'comma list of numbers');

/**
 * How a course time, a room blocking and a trainer's availability repeat (spec section 3): a date
 * range, a time span (default 09:00 to 12:00), period Day/Week/Month every n-th, and the weekdays
 * or days of month. One shape, so the one recurrence rule reads all three.
 */
export const recurrenceFields = {
  dateFrom: LocalDate,
  dateTill: LocalDate,
  timeFrom: LocalTime.default('09:00'),
  timeTill: LocalTime.default('12:00'),
  period: z.union(periods.map((v) => z.literal(v))).default(Period.Day),
  eachOnDay: z.number().int().min(1).max(52).default(1),
  periodValues: blankAsNull(PeriodValues),
};

/** All-day forces 00:00 to 23:59 (spec section 5). */
export const allDayTimes = <T extends { allDay: boolean; timeFrom: string; timeTill: string }>(b: T): T =>
  b.allDay ? { ...b, timeFrom: '00:00', timeTill: '23:59' } : b;

/** The end is not before the start, in dates and in times (spec section 5). */
export const inOrder = <S extends z.ZodType<{ dateFrom: string; dateTill: string; timeFrom: string; timeTill: string }>>(schema: S) =>
  schema
    .refine((d) => d.dateTill >= d.dateFrom, { path: ['dateTill'], message: 'must not be before dateFrom' })
    .refine((d) => d.timeTill > d.timeFrom, { path: ['timeTill'], message: 'must be after timeFrom' });
