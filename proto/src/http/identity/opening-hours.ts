import { z } from 'zod';
import { IdParams, LocalTime, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { locationsAccess as locations } from './organisation.fields.ts';

// Spec section 7: the opening hours of a location with their rendered text lines.

const WeekDay = z.number().int().min(0).max(6);
export const OpeningHoursEntry = z.object({
  /** 0 Sunday … 6 Saturday; Monday when left out. */
  fromWeekDay: WeekDay.default(1),
  tillWeekDay: WeekDay.nullish(),
  closed: z.boolean().default(false),
  fromTime: LocalTime.nullish(),
  tillTime: LocalTime.nullish(),
});
export const AddOpeningHoursBody = z.object({ locationId: Uuid, openingHours: z.array(OpeningHoursEntry).max(50) });
export const OpeningHours = z.object({
  id: Uuid,
  locationId: Uuid,
  fromWeekDay: WeekDay,
  tillWeekDay: WeekDay.nullable(),
  closed: z.boolean(),
  fromTime: z.string().nullable(),
  tillTime: z.string().nullable(),
  /** The rendered line, e.g. "Mo–Fr 09:00–18:00" or "So geschlossen". */
  textDe: z.string(),
  textEn: z.string(),
});

export const identityOpeningHoursContracts = {
  getOpeningHours: route({
    method: 'GET',
    path: '/api/LocationOpeningHours/GetByLocation/:id',
    service: 'identity',
    access: 'authenticated',
    summary: 'Opening hours of a location with their text lines',
    params: IdParams,
    response: z.array(OpeningHours),
  }),
  addOpeningHours: route({
    method: 'POST',
    path: '/api/LocationOpeningHours/AddMultiple',
    service: 'identity',
    access: locations,
    permission: 'locationsEdit',
    summary: "Set a location's opening hours (replaces them)",
    body: AddOpeningHoursBody,
    response: z.array(OpeningHours),
  }),
} satisfies Record<string, RouteContract>;
