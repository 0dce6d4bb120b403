import { z } from 'zod';
import { AvailabilityType } from '../../enums.ts';
import { Created, IdParams, LocalDate, LocalTime, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import { allDayTimes, inOrder, recurrenceFields } from './recurrence.ts';

// Spec section 3 "Availability / absence of a trainer": recurring like a room blocking.

const trainers = screenRoles('/trainers');

/** All-day forces 00:00 to 23:59 (spec section 5); default times 09:00 to 12:00. */
export const AvailabilityInput = inOrder(
  z
    .object({
      trainerId: Uuid,
      name: z.string().trim().max(120).nullish(),
      text: z.string().max(4000).nullish(),
      type: z.union([z.literal(AvailabilityType.Availability), z.literal(AvailabilityType.Absence)]).default(AvailabilityType.Availability),
      allDay: z.boolean().default(false),
      ...recurrenceFields,
    })
    .transform(allDayTimes),
);
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
