import { z } from 'zod';
import { defineEvent } from './envelope.ts';

/**
 * A new course: identity keeps which course ids a company has (department refs name them), booking
 * also where it is (course QR codes check members in there). `locationId` came later: absent in older events.
 */
export const CourseCreated = defineEvent(
  'scheduling.course.created',
  1,
  z.object({ courseId: z.uuid(), name: z.string(), locationId: z.uuid().nullable().optional() }),
);

/** The membership types that may book a course and their prices (empty: open to everyone at the course price). */
const MembershipTypeCosts = z.array(z.object({ membershipTypeId: z.uuid(), centCost: z.number().int() })).default([]);

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
  membershipTypeAvailabilities: MembershipTypeCosts,
  /** The course's approval flag: members' bookings wait as requests for staff (absent from older events: no). */
  requiresApproval: z.boolean().optional(),
  /** The course's location (task request lists per location); absent from older events. */
  locationId: z.uuid().nullable().optional(),
  /** The appointment's trainers (attendance lists per trainer); absent from older events: keep what is known. */
  trainerIds: z.array(z.uuid()).optional(),
});

export const AppointmentCreated = defineEvent('scheduling.appointment.created', 1, AppointmentFacts);
/**
 * One appointment's facts changed (times, date, room, capacity, cost). Booking moves its read model
 * and fills new places from the waiting list; `notify` asks notification to tell the booked members.
 */
export const AppointmentUpdated = defineEvent(
  'scheduling.appointment.updated',
  1,
  AppointmentFacts.extend({ roomId: z.uuid().nullable(), notify: z.boolean() }),
);
export const AppointmentCancelled = defineEvent(
  'scheduling.appointment.cancelled',
  1,
  z.object({
    appointmentId: z.uuid(),
    canceledDate: z.string(),
    /** Why, in the staff's words; mails to booked members quote it. */
    reason: z.string().optional(),
    /** The language the cancelling staff chose (GET Cancel/{id}/{locale}); members get their own. */
    locale: z.enum(['de', 'en']).optional(),
  }),
);
/**
 * The appointment's trainers are now exactly these (AppointmentTrainer calls, a date-time's trainers
 * copied onto its appointments). Its own event, not an update: nothing else of the appointment changed.
 */
export const AppointmentTrainersChanged = defineEvent(
  'scheduling.appointment.trainers-changed',
  1,
  z.object({ appointmentId: z.uuid(), trainerIds: z.array(z.uuid()) }),
);
/** Deleted (only ever without bookings); read models drop it. */
export const AppointmentDeleted = defineEvent('scheduling.appointment.deleted', 1, z.object({ appointmentId: z.uuid() }));

const CourseFacts = z.object({
  courseId: z.uuid(),
  name: z.string(),
  type: z.number().int(),
  color: z.string(),
  active: z.boolean(),
  centCost: z.number().int(),
  requiresApproval: z.boolean(),
  locationId: z.uuid().nullable(),
  membershipTypeAvailabilities: MembershipTypeCosts,
});
/** A course's name, type, colour, price, approval or active flag changed; appointments copy some of it. */
export const CourseUpdated = defineEvent('scheduling.course.updated', 1, CourseFacts);
/** Deleted (only without future bookings). */
export const CourseDeleted = defineEvent('scheduling.course.deleted', 1, z.object({ courseId: z.uuid() }));

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

/**
 * A trainer's availability (type 0) or absence (type 1) as it is now (created or changed):
 * statistics' registration report shows trainers free or absent (decision 0067). The recurrence
 * is scheduling's (period Day 1, Week 2, Month 3, every `eachOnDay`-th, on `periodValues`);
 * all-day spans the whole date. Name and text stay in scheduling: no reader needs why.
 */
export const TrainerAvailabilitySaved = defineEvent(
  'scheduling.trainer-availability.saved',
  1,
  z.object({
    availabilityId: z.uuid(),
    trainerId: z.uuid(),
    type: z.number().int(),
    allDay: z.boolean(),
    dateFrom: z.string(),
    dateTill: z.string(),
    timeFrom: z.string(),
    timeTill: z.string(),
    period: z.number().int(),
    eachOnDay: z.number().int(),
    periodValues: z.string().nullable(),
  }),
);
export const TrainerAvailabilityDeleted = defineEvent('scheduling.trainer-availability.deleted', 1, z.object({ availabilityId: z.uuid() }));
