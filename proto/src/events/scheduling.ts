import { z } from 'zod';
import { defineEvent } from './envelope.ts';

/** A new course: identity keeps which course ids a company has (department refs name them). */
export const CourseCreated = defineEvent('scheduling.course.created', 1, z.object({ courseId: z.uuid(), name: z.string() }));

const AppointmentFacts = z.object({
  appointmentId: z.uuid(),
  courseId: z.uuid(),
  courseName: z.string(),
  date: z.string(),
  timeFrom: z.string(),
  timeTill: z.string(),
  maxAttendees: z.number().int(),
  centCost: z.number().int(),
  /** The generating date-time (series bookings refer to it); absent for single appointments. */
  dateTimeId: z.uuid().nullable().optional(),
});

export const AppointmentCreated = defineEvent('scheduling.appointment.created', 1, AppointmentFacts);
export const AppointmentCancelled = defineEvent(
  'scheduling.appointment.cancelled',
  1,
  z.object({ appointmentId: z.uuid(), canceledDate: z.string() }),
);
