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

export const CancelAppointmentParams = z.object({ id: Uuid, locale: z.enum(['de', 'en']) });
export const CancelAppointmentQuery = z.object({ reason: z.string().trim().max(500).optional() });

// Spec section 9: date, then start time.
const appointmentOData: ODataResource = {
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
} satisfies Record<string, RouteContract>;
