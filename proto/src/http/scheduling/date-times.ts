import { z } from 'zod';
import { Period } from '../../enums.ts';
import { Created, LocalDate, LocalTime, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { screenRoles } from '../../screens.ts';

const periods = Object.values(Period) as [number, ...number[]];

/** Comma list of numbers: weekdays 0 (Sunday) to 6 for a weekly period, days of month for a monthly one. */
const PeriodValues = z.string().regex(/^\d{1,2}(,\d{1,2})*$/, 'comma list of numbers');

export const DateTimeInput = z
  .object({
    courseId: Uuid,
    name: z.string().max(120).optional(),
    dateFrom: LocalDate,
    dateTill: LocalDate,
    timeFrom: LocalTime.default('09:00'),
    timeTill: LocalTime.default('12:00'),
    period: z.union(periods.map((v) => z.literal(v))).default(Period.Day),
    eachOnDay: z.number().int().min(1).max(52).default(1),
    periodValues: PeriodValues.optional(),
    maxAttendees: z.number().int().min(1).max(10_000).optional(),
    roomId: Uuid.optional(),
  })
  .refine((d) => d.dateTill >= d.dateFrom, { path: ['dateTill'], message: 'must not be before dateFrom' })
  .refine((d) => d.timeTill > d.timeFrom, { path: ['timeTill'], message: 'must be after timeFrom' });
export type DateTimeInput = z.infer<typeof DateTimeInput>;

export const schedulingDateTimeContracts = {
  createDateTime: route({
    method: 'POST',
    path: '/api/DateTimes',
    service: 'scheduling',
    access: screenRoles('/course-times'),
    permission: 'dateTimesEdit',
    summary: 'Create a recurring course date-time',
    body: DateTimeInput,
    response: Created,
  }),
} satisfies Record<string, RouteContract>;
