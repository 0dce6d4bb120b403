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
  trainerIds: z.array(Uuid).default([]),
  /** "Last, First; Last, First". */
  trainerFullNames: z.string().default(''),
});

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
