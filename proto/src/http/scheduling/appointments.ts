import { z } from 'zod';
import { IdParams, LocalDate, LocalTime, odataList, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import type { ODataResource } from '../../odata.ts';

export const Appointment = z.object({
  id: Uuid,
  companyId: Uuid,
  courseId: Uuid,
  dateTimeId: Uuid.nullable(),
  courseName: z.string(),
  courseType: z.number(),
  date: LocalDate,
  timeFrom: LocalTime,
  timeTill: LocalTime,
  maxAttendees: z.number(),
  /** Confirmed bookings (the waiting list not counted); free places are maxAttendees minus this. */
  countOfAttendancesForTheDate: z.number().int(),
  isCancelled: z.boolean(),
  roomId: Uuid.nullable(),
  canceledDate: z.string().nullable(),
  /** The staff's note on this one appointment. */
  text: z.string().nullable(),
  /** Why it was cancelled. */
  reason: z.string().nullable(),
  courseColor: z.string(),
  courseDescription: z.string().nullable(),
  courseActive: z.boolean(),
  bookableAsSeries: z.boolean(),
  /** The course's location (identity's), its name as identity announced it. */
  locationId: Uuid.nullable(),
  locationName: z.string().nullable(),
  roomName: z.string().nullable(),
  /** Spec section 3, derived: confirmed bookings reach the maximum, exceed it (a lowered maximum), the end time is over (Europe/Berlin). */
  isFull: z.boolean(),
  isOverCapacity: z.boolean(),
  isPassed: z.boolean(),
  trainerIds: z.array(Uuid).default([]),
  /** "Last, First; Last, First". */
  trainerFullNames: z.string().default(''),
});

/** What an anonymous visitor sees of an active course's appointment. */
export const PublicAppointment = Appointment.pick({
  id: true,
  courseId: true,
  courseName: true,
  courseType: true,
  courseColor: true,
  courseDescription: true,
  bookableAsSeries: true,
  date: true,
  timeFrom: true,
  timeTill: true,
  maxAttendees: true,
  countOfAttendancesForTheDate: true,
  isCancelled: true,
  locationId: true,
  locationName: true,
  roomName: true,
  isFull: true,
  isPassed: true,
});

/**
 * Spec section 7, PUT Appointments: one appointment's schedule, room and capacity. Booked members
 * are told about the change only when `notificationSetting` is set.
 */
export const AppointmentInput = z
  .object({
    date: LocalDate,
    timeFrom: LocalTime,
    timeTill: LocalTime,
    roomId: Uuid.nullable().default(null),
    maxAttendees: z.number().int().min(1).max(100_000),
    text: z.string().max(4000).nullish(),
    notificationSetting: z.boolean().default(false),
  })
  .refine((b) => b.timeTill > b.timeFrom, { path: ['timeTill'], message: 'must be after timeFrom' });
export type AppointmentInput = z.infer<typeof AppointmentInput>;

/** The anonymous page names the company: scheduling keeps no company table, so the id scopes the read. */
export const AnonymousAppointmentQuery = z.object({ companyId: Uuid });

export const CancelAppointmentParams = z.object({ id: Uuid, locale: z.enum(['de', 'en']) });
export const CancelAppointmentQuery = z.object({ reason: z.string().trim().max(500).optional() });

// Spec section 9: date, then start time.
export const appointmentOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    courseId: { type: 'uuid' },
    dateTimeId: { type: 'uuid' },
    courseName: { type: 'string' },
    date: { type: 'date' },
    timeFrom: { type: 'string' },
    timeTill: { type: 'string' },
    maxAttendees: { type: 'number' },
    isCancelled: { type: 'boolean' },
    courseType: { type: 'number' },
    roomId: { type: 'uuid' },
    locationId: { type: 'uuid', column: 'course.locationId' },
    bookableAsSeries: { type: 'boolean', column: 'course.bookableAsSeries' },
    courseActive: { type: 'boolean', column: 'course.active' },
  },
  defaultOrder: [
    { name: 'date', direction: 'asc' },
    { name: 'timeFrom', direction: 'asc' },
  ],
};

export const schedulingAppointmentContracts = {
  addAppointmentsByDateTime: route({
    method: 'POST',
    path: '/api/Appointments/AddByDateTimeId',
    service: 'scheduling',
    access: screenRoles('/course-times'),
    permission: 'appointmentsCreateDelete',
    summary: 'Generate the appointments of a date-time for its date range',
    body: z.object({ dateTimeId: Uuid }),
    response: z.object({ created: z.number().int() }),
  }),
  updateAppointment: route({
    method: 'PUT',
    path: '/api/Appointments/:id',
    service: 'scheduling',
    access: screenRoles('/course-times'),
    permission: 'appointmentsEdit',
    summary: 'Move or resize one appointment (its bookings stay); notificationSetting tells the booked members',
    params: IdParams,
    body: AppointmentInput,
    response: Appointment,
  }),
  cancelAppointment: route({
    method: 'GET',
    path: '/api/Appointments/Cancel/:id/:locale',
    service: 'scheduling',
    access: screenRoles('/course-times'),
    permission: 'appointmentsEdit',
    summary: 'Cancel one appointment with an optional reason; booking cancels its attendances, members are told in their language',
    params: CancelAppointmentParams,
    query: CancelAppointmentQuery,
    response: Appointment,
  }),
  deleteAppointment: route({
    method: 'DELETE',
    path: '/api/Appointments/:id',
    service: 'scheduling',
    access: screenRoles('/course-times'),
    permission: 'appointmentsCreateDelete',
    summary: 'Delete an appointment nobody has booked (in_use otherwise; cancel it instead)',
    params: IdParams,
  }),
  getAppointmentAnonymous: route({
    method: 'GET',
    path: '/api/Appointments/GetAnonymous/:id',
    service: 'scheduling',
    access: 'public',
    summary: "One appointment of a company's active course, public fields only (companyId in the query)",
    params: IdParams,
    query: AnonymousAppointmentQuery,
    response: PublicAppointment,
  }),
  getAppointment: route({
    method: 'GET',
    path: '/api/Appointments/:id',
    service: 'scheduling',
    access: screenRoles('/appointments'),
    permission: 'appointmentsView',
    summary: 'One appointment',
    params: IdParams,
    response: Appointment,
  }),
  listAppointments: route({
    method: 'GET',
    path: '/odata/Appointments',
    service: 'scheduling',
    access: screenRoles('/appointments'),
    permission: 'appointmentsView',
    summary: 'Appointments as an OData list (default order: date, timeFrom)',
    odata: appointmentOData,
    response: odataList(Appointment),
  }),
  listFutureAppointments: route({
    method: 'GET',
    path: '/odata/Appointments/GetFutureUncancelled',
    service: 'scheduling',
    access: screenRoles('/appointments'),
    permission: 'appointmentsView',
    summary: 'Appointments not cancelled that have not started yet (Europe/Berlin), as an OData list',
    odata: appointmentOData,
    response: odataList(Appointment),
  }),
} satisfies Record<string, RouteContract>;
