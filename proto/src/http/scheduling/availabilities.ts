import { z } from 'zod';
import { AvailabilityType, Period } from '../../enums.ts';
import { Created, IdParams, LocalDate, LocalTime, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import { PeriodValues } from './rooms.ts';

// Spec section 3 "Availability / absence of a trainer": recurring like a room blocking.

const trainers = screenRoles('/trainers');
const periods = Object.values(Period) as [number, ...number[]];

/** All-day forces 00:00 to 23:59 (spec section 5); default times 09:00 to 12:00. */
export const AvailabilityInput = z
  .object({
    trainerId: Uuid,
    name: z.string().trim().max(120).nullish(),
    text: z.string().max(4000).nullish(),
    type: z.union([z.literal(AvailabilityType.Availability), z.literal(AvailabilityType.Absence)]).default(AvailabilityType.Availability),
    allDay: z.boolean().default(false),
    dateFrom: LocalDate,
    dateTill: LocalDate,
    timeFrom: LocalTime.default('09:00'),
    timeTill: LocalTime.default('12:00'),
    period: z.union(periods.map((v) => z.literal(v))).default(Period.Day),
    eachOnDay: z.number().int().min(1).max(52).default(1),
    periodValues: z.preprocess((v) => (v === '' ? null : v), PeriodValues.nullish()),
  })
  .transform((b) => (b.allDay ? { ...b, timeFrom: '00:00', timeTill: '23:59' } : b))
  .refine((b) => b.dateTill >= b.dateFrom, { path: ['dateTill'], message: 'must not be before dateFrom' })
  .refine((b) => b.timeTill > b.timeFrom, { path: ['timeTill'], message: 'must be after timeFrom' });
export type AvailabilityInput = z.infer<typeof AvailabilityInput>;

export const Availability = z.object({
  id: Uuid,
  companyId: Uuid,
  trainerId: Uuid,
  name: z.string().nullable(),
  text: z.string().nullable(),
  type: z.number().int(),
  allDay: z.boolean(),
  dateFrom: LocalDate,
  dateTill: LocalDate,
  timeFrom: LocalTime,
  timeTill: LocalTime,
  period: z.number().int(),
  eachOnDay: z.number().int(),
  periodValues: z.string().nullable(),
  creatorId: Uuid.nullable(),
});

export const schedulingAvailabilityContracts = {
  getTrainerAvailabilities: route({
    method: 'GET',
    path: '/api/Availabilities/GetByTrainerId/:id',
    service: 'scheduling',
    access: trainers,
    permission: 'trainersView',
    summary: "A trainer's availabilities and absences, by start date",
    params: IdParams,
    response: z.array(Availability),
  }),
  createAvailability: route({
    method: 'POST',
    path: '/api/Availabilities',
    service: 'scheduling',
    access: trainers,
    permission: 'trainersEdit',
    summary: 'Add an availability (type 0) or absence (type 1) of a trainer; all-day means 00:00 to 23:59',
    body: AvailabilityInput,
    response: Created,
  }),
  updateAvailability: route({
    method: 'PUT',
    path: '/api/Availabilities/:id',
    service: 'scheduling',
    access: trainers,
    permission: 'trainersEdit',
    summary: 'Change an availability or absence',
    params: IdParams,
    body: AvailabilityInput,
    response: Availability,
  }),
  deleteAvailability: route({
    method: 'DELETE',
    path: '/api/Availabilities/:id',
    service: 'scheduling',
    access: trainers,
    permission: 'trainersEdit',
    summary: 'Remove an availability or absence',
    params: IdParams,
  }),
} satisfies Record<string, RouteContract>;
