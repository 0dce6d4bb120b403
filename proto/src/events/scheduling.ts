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

// Rooms (scheduling owns them): other services keep which rooms a company has and their names.
const RoomFacts = z.object({
  roomId: z.uuid(),
  name: z.string(),
  locationId: z.uuid(),
  capacity: z.number().int().nullable(),
  active: z.boolean(),
});
export const RoomCreated = defineEvent('scheduling.room.created', 1, RoomFacts);
export const RoomUpdated = defineEvent('scheduling.room.updated', 1, RoomFacts);
export const RoomDeleted = defineEvent('scheduling.room.deleted', 1, z.object({ roomId: z.uuid() }));
