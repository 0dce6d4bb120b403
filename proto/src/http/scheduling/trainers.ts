import { z } from 'zod';
import { IdParams, LocalDate, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { screenRoles } from '../../screens.ts';

// Spec section 3 CourseTrainer and AppointmentTrainer, section 7 their endpoints. Any staff member
// identity announced (admin, manager, employee or trainer) may be assigned.

export const CourseTrainer = z.object({
  id: Uuid,
  companyId: Uuid,
  courseId: Uuid,
  dateTimeId: Uuid,
  trainerId: Uuid,
  trainerFullName: z.string(),
  isSubstitute: z.boolean(),
  creatorId: Uuid.nullable(),
  createdDate: z.string(),
});

export const CourseTrainerItem = z.object({
  /** Ignored: AddMultiple replaces the date-time's list. */
  id: z.string().nullish(),
  trainerId: Uuid,
  dateTimeId: Uuid,
  courseId: Uuid.nullish(),
  isSubstitute: z.boolean().default(false),
});

export const CourseTrainersQuery = z.object({ trainerId: Uuid.optional(), dateTimeId: Uuid.optional(), courseId: Uuid.optional() });

export const TodayCourse = z.object({
  appointmentId: Uuid,
  courseId: Uuid,
  courseName: z.string(),
  date: LocalDate,
  timeFrom: z.string(),
  timeTill: z.string(),
  roomId: Uuid.nullable(),
  trainerIds: z.array(Uuid),
});

export const AppointmentTrainer = z.object({
  id: Uuid,
  appointmentId: Uuid,
  trainerId: Uuid,
  trainerFullName: z.string(),
  isSubstitute: z.boolean(),
});

export const AppointmentTrainerExportQuery = z.object({
  fromDate: LocalDate,
  tillDate: LocalDate,
  trainerId: Uuid.nullish(),
  trainerIds: z.array(Uuid).nullish(),
  locationIds: z.array(Uuid).nullish(),
  /** Appointments of courses in any of these departments. */
  departmentIds: z.array(Uuid).nullish(),
});

export const AppointmentTrainerExportRow = z.object({
  appointmentId: Uuid,
  date: LocalDate,
  timeFrom: z.string(),
  timeTill: z.string(),
  durationInHours: z.number(),
  courseId: Uuid,
  courseName: z.string(),
  roomId: Uuid.nullable(),
  locationId: Uuid.nullable(),
  trainerId: Uuid,
  trainerFullName: z.string(),
  isSubstitute: z.boolean(),
});

const courses = screenRoles('/courses/:courseId');
const appointments = screenRoles('/appointments');

export const schedulingTrainerContracts = {
  listCourseTrainers: route({
    method: 'GET',
    path: '/api/CourseTrainers',
    service: 'scheduling',
    access: courses,
    permission: 'coursesView',
    summary: 'Course trainers, filtered by trainerId, dateTimeId and courseId',
    query: CourseTrainersQuery,
    response: z.array(CourseTrainer),
  }),
  getCoursesForTodayByLocationId: route({
    method: 'GET',
    path: '/api/CourseTrainers/GetCoursesForTodayByLocationId/:id',
    service: 'scheduling',
    access: courses,
    permission: 'coursesView',
    summary: "Today's uncancelled appointments in the location's rooms with their trainers (date: the caller's local day)",
    params: IdParams,
    query: z.object({ date: LocalDate.optional() }),
    response: z.array(TodayCourse),
  }),
  addCourseTrainers: route({
    method: 'POST',
    path: '/api/CourseTrainers/AddMultiple/:applyToAppointments',
    service: 'scheduling',
    access: courses,
    permission: 'coursesEdit',
    summary: "Replace each named date-time's trainers; true also replaces them on its future appointments",
    params: z.object({ applyToAppointments: z.enum(['true', 'false']) }),
    body: z.array(CourseTrainerItem).min(1).max(200),
    response: z.array(CourseTrainer),
  }),
  deleteCourseTrainer: route({
    method: 'DELETE',
    path: '/api/CourseTrainers/:id',
    service: 'scheduling',
    access: courses,
    permission: 'coursesEdit',
    summary: 'Remove a trainer from a date-time',
    params: IdParams,
  }),
  getAppointmentTrainers: route({
    method: 'GET',
    path: '/api/AppointmentTrainers/GetByAppointmentId/:id',
    service: 'scheduling',
    access: appointments,
    permission: 'appointmentsView',
    summary: "An appointment's trainers",
    params: IdParams,
    response: z.array(AppointmentTrainer),
  }),
  addAppointmentTrainers: route({
    method: 'POST',
    path: '/api/AppointmentTrainers/AddMultiple/:id',
    service: 'scheduling',
    access: screenRoles('/courses/appointment'),
    permission: 'appointmentsEdit',
    summary: "Replace an appointment's trainers",
    params: IdParams,
    body: z.object({ trainersId: z.array(Uuid).max(50) }),
    response: z.array(AppointmentTrainer),
  }),
  addAppointmentTrainersByDateTime: route({
    method: 'POST',
    path: '/api/AppointmentTrainers/AddByDateTimeId',
    service: 'scheduling',
    access: screenRoles('/courses/appointment'),
    permission: 'appointmentsEdit',
    summary: "Copy a date-time's trainers onto its future uncancelled appointments",
    body: z.object({ dateTimeId: Uuid, clientLocalDate: LocalDate.optional() }),
    response: z.object({ appointments: z.number().int() }),
  }),
  updateAppointmentTrainer: route({
    method: 'PUT',
    path: '/api/AppointmentTrainers/:id',
    service: 'scheduling',
    access: screenRoles('/courses/appointment'),
    permission: 'appointmentsEdit',
    summary: 'Change the trainer or the substitute flag of an appointment trainer',
    params: IdParams,
    body: z.object({ trainerId: Uuid, isSubstitute: z.boolean().default(false) }),
    response: AppointmentTrainer,
  }),
  deleteAppointmentTrainer: route({
    method: 'DELETE',
    path: '/api/AppointmentTrainers/:id',
    service: 'scheduling',
    access: screenRoles('/courses/appointment'),
    permission: 'appointmentsEdit',
    summary: 'Remove a trainer from an appointment',
    params: IdParams,
  }),
  exportAppointmentTrainers: route({
    method: 'POST',
    path: '/api/AppointmentTrainers/Export',
    service: 'scheduling',
    access: screenRoles('/trainers'),
    permission: 'trainersView',
    summary: 'Trainer hours in a date range as rows (the file comes from the documents service later)',
    body: AppointmentTrainerExportQuery,
    response: z.array(AppointmentTrainerExportRow),
  }),
} satisfies Record<string, RouteContract>;
