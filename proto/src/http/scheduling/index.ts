import { z } from 'zod';
import { CourseType, Period } from '../../enums.ts';
import { Cents, Created, IdParams, LocalDate, LocalTime, odataList, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import type { ODataResource } from '../../odata.ts';

const courseTypes = Object.values(CourseType) as [number, ...number[]];
const periods = Object.values(Period) as [number, ...number[]];

export const CourseInput = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().max(4000).optional(),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#D0D0D0'),
  type: z.union(courseTypes.map((v) => z.literal(v))).default(CourseType.RegularCourse),
  maxAttendees: z.number().int().min(1).max(10_000),
  minAttendees: z.number().int().min(0).max(10_000).optional(),
  bookableAsSeries: z.boolean().default(false),
  locationId: Uuid.optional(),
  /** Drop-in price per appointment in cents; 0 when covered by memberships. */
  centCost: Cents.default(0),
  active: z.boolean().default(true),
});
export type CourseInput = z.infer<typeof CourseInput>;
export const Course = CourseInput.extend({ id: Uuid, companyId: Uuid, createdDate: z.string() });

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

export const schedulingContracts = {
  createCourse: route({
    method: 'POST',
    path: '/api/Courses',
    service: 'scheduling',
    access: screenRoles('/courses/:courseId'),
    permission: 'coursesCreateDelete',
    summary: 'Create a course',
    body: CourseInput,
    response: Created,
  }),
  getCourse: route({
    method: 'GET',
    path: '/api/Courses/:id',
    service: 'scheduling',
    access: screenRoles('/courses/:courseId'),
    permission: 'coursesView',
    summary: 'One course',
    params: IdParams,
    response: Course,
  }),
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
} as const;
