import { z } from 'zod';
import { Created, IdParams, LocalDate, LocalTime, odataList, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import { blankAsNull, inOrder, recurrenceFields } from './recurrence.ts';
import type { ODataResource } from '../../odata.ts';

// Spec sections 3 and 7: a course's recurring date-times and the regeneration of their appointments.

const courseTimes = screenRoles('/course-times');

export const DateTimeInput = inOrder(
  z.object({
    courseId: Uuid,
    name: blankAsNull(z.string().trim().max(120)),
    ...recurrenceFields,
    /** Left out: the course's maximum. */
    maxAttendees: z.number().int().min(1).max(10_000).nullish(),
    roomId: blankAsNull(Uuid),
  }),
);
export type DateTimeInput = z.infer<typeof DateTimeInput>;

export const DateTime = z.object({
  id: Uuid,
  courseId: Uuid,
  name: z.string().nullable(),
  dateFrom: LocalDate,
  dateTill: LocalDate,
  timeFrom: LocalTime,
  timeTill: LocalTime,
  period: z.number().int(),
  eachOnDay: z.number().int(),
  periodValues: z.string().nullable(),
  maxAttendees: z.number().int().nullable(),
  roomId: Uuid.nullable(),
  roomName: z.string().nullable(),
  courseName: z.string(),
  /** The course's location. */
  locationId: Uuid.nullable(),
  courseActive: z.boolean(),
  bookableAsSeries: z.boolean(),
  createdDate: z.string(),
});
export type DateTime = z.infer<typeof DateTime>;

export const DateTimeListQuery = z.object({
  /** Only date-times of courses at this location. */
  locationId: Uuid.optional(),
  /** Leave this date-time out (the one being edited). */
  excludedId: Uuid.optional(),
});

export const DateTimeBooked = z.object({
  /** Whether future uncancelled appointments of the date-time have bookings. */
  isBooked: z.boolean(),
  bookedAppointments: z.number().int(),
});

export const RegenerateAppointmentsInput = z.object({
  dateTimeId: Uuid,
  /** True: appointments that exist stay as they are; only missing dates are added. */
  doNotChangeExistingAppointments: z.boolean().default(false),
});
/** Why a booked appointment was left as it was instead of following its date-time. */
export const KeptReason = z.enum(['dropped', 'moved', 'capacity']);
export const RegenerateAppointmentsResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  deleted: z.number().int(),
  /** Booked appointments the change would have moved or dropped: the screen tells the user. */
  kept: z.array(
    z.object({
      appointmentId: Uuid,
      date: LocalDate,
      timeFrom: LocalTime,
      timeTill: LocalTime,
      bookedCount: z.number().int(),
      reason: KeptReason,
    }),
  ),
});
export type RegenerateAppointmentsResult = z.infer<typeof RegenerateAppointmentsResult>;

const dateTimeOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    courseId: { type: 'uuid' },
    name: { type: 'string' },
    dateFrom: { type: 'date' },
    dateTill: { type: 'date' },
    timeFrom: { type: 'string' },
    timeTill: { type: 'string' },
    period: { type: 'number' },
    eachOnDay: { type: 'number' },
    maxAttendees: { type: 'number' },
    roomId: { type: 'uuid' },
    createdDate: { type: 'datetime' },
  },
  // The spec names no date-time sort: by start date, then start time.
  defaultOrder: [
    { name: 'dateFrom', direction: 'asc' },
    { name: 'timeFrom', direction: 'asc' },
  ],
};

export const schedulingDateTimeContracts = {
  createDateTime: route({
    method: 'POST',
    path: '/api/DateTimes',
    service: 'scheduling',
    access: courseTimes,
    permission: 'dateTimesEdit',
    summary: 'Create a recurring course date-time',
    body: DateTimeInput,
    response: Created,
  }),
  listDateTimes: route({
    method: 'GET',
    path: '/odata/DateTimes',
    service: 'scheduling',
    access: courseTimes,
    permission: 'dateTimesView',
    summary: 'Course date-times as an OData list (by start); filter courseId, or locationId / excludedId as parameters',
    query: DateTimeListQuery,
    odata: dateTimeOData,
    response: odataList(DateTime),
  }),
  checkDateTimeBooked: route({
    method: 'GET',
    path: '/api/DateTimes/CheckIfDateTimeIsBookedSeriesCourse/:id',
    service: 'scheduling',
    access: courseTimes,
    permission: 'dateTimesView',
    summary: 'Whether future appointments of the date-time have bookings (series bookings count once they exist)',
    params: IdParams,
    response: DateTimeBooked,
  }),
  getDateTime: route({
    method: 'GET',
    path: '/api/DateTimes/:id',
    service: 'scheduling',
    access: courseTimes,
    permission: 'dateTimesView',
    summary: 'One course date-time',
    params: IdParams,
    response: DateTime,
  }),
  updateDateTime: route({
    method: 'PUT',
    path: '/api/DateTimes/:id',
    service: 'scheduling',
    access: courseTimes,
    permission: 'dateTimesEdit',
    summary: 'Change a date-time (its course stays); appointments follow with POST /api/Appointments/UpdateByDateTimeId',
    params: IdParams,
    body: DateTimeInput,
    response: DateTime,
  }),
  deleteDateTime: route({
    method: 'DELETE',
    path: '/api/DateTimes/:id',
    service: 'scheduling',
    access: courseTimes,
    permission: 'dateTimesEdit',
    summary: 'Delete a date-time with its appointments; refused (in_use) while future appointments have bookings',
    params: IdParams,
  }),
  // Lives with the date-times: it regenerates one date-time's appointments after the date-time changed.
  updateAppointmentsByDateTime: route({
    method: 'POST',
    path: '/api/Appointments/UpdateByDateTimeId',
    service: 'scheduling',
    access: courseTimes,
    permission: 'appointmentsCreateDelete',
    summary: "Bring a date-time's appointments in line with it; booked ones are never moved or dropped (listed as kept)",
    body: RegenerateAppointmentsInput,
    response: RegenerateAppointmentsResult,
  }),
} satisfies Record<string, RouteContract>;
