import { z } from 'zod';
import { IdParams, LocalDate, LocalTime, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { screenRoles } from '../../screens.ts';

// Spec section 7 "Appointments": GetWithConflicts and GetRoomAndTrainerAvailabilities.

export const ConflictReason = z.enum([
  'roomDoubleBooked',
  'roomBlocked',
  'trainerDoubleBooked',
  'trainerAbsent',
  'overCapacity',
  'roomTooSmall',
]);
export type ConflictReason = z.infer<typeof ConflictReason>;

export const AppointmentConflict = z.object({
  type: ConflictReason,
  /** The other appointment (double bookings) or the trainer (trainer reasons), when there is one. */
  appointmentId: Uuid.nullable(),
  trainerId: Uuid.nullable(),
});

export const AppointmentWithConflicts = z.object({
  id: Uuid,
  courseId: Uuid,
  courseName: z.string(),
  date: LocalDate,
  timeFrom: LocalTime,
  timeTill: LocalTime,
  roomId: Uuid.nullable(),
  roomName: z.string().nullable(),
  locationId: Uuid.nullable(),
  maxAttendees: z.number().int(),
  countOfAttendancesForTheDate: z.number().int(),
  conflicts: z.array(AppointmentConflict),
});

export const ConflictsQuery = z.object({
  /** The caller's local now, yyyy-mm-ddTHH:mm: appointments from then on count. */
  clientLocalDateTime: z.string().regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?$/, 'expected yyyy-mm-ddTHH:mm'),
  /** Appointments in rooms of this location. */
  locationId: Uuid.optional(),
  /** Appointments of courses in this department. */
  departmentId: Uuid.optional(),
});

export const TrainerAvailabilityState = z.object({
  trainerId: Uuid,
  trainerFullName: z.string(),
  isAvailable: z.boolean(),
  /** absent, teachingElsewhere, outsideAvailability. */
  reasons: z.array(z.enum(['absent', 'teachingElsewhere', 'outsideAvailability'])),
});

export const RoomAndTrainerAvailability = z.object({
  appointmentId: Uuid,
  roomId: Uuid.nullable(),
  /** Null when the appointment has no room. */
  roomIsAvailable: z.boolean().nullable(),
  trainers: z.array(TrainerAvailabilityState),
});

const conflicts = screenRoles('/conflicts');
const appointments = screenRoles('/appointments');

export const schedulingConflictContracts = {
  getAppointmentsWithConflicts: route({
    method: 'GET',
    path: '/api/Appointments/GetWithConflicts',
    service: 'scheduling',
    access: conflicts,
    permission: 'conflictsViewEdit',
    summary: 'Future uncancelled appointments that have a conflict, each with its typed reasons',
    query: ConflictsQuery,
    response: z.array(AppointmentWithConflicts),
  }),
  getRoomAndTrainerAvailabilities: route({
    method: 'GET',
    path: '/api/Appointments/GetRoomAndTrainerAvailabilities/:id',
    service: 'scheduling',
    access: appointments,
    permission: 'appointmentsView',
    summary: "Whether an appointment's room is free and each of its trainers available",
    params: IdParams,
    response: RoomAndTrainerAvailability,
  }),
  getRoomAndTrainerAvailabilitiesByAppointmentIds: route({
    method: 'POST',
    path: '/api/Appointments/GetRoomAndTrainerAvailabilitiesByAppointmentIds',
    service: 'scheduling',
    access: appointments,
    permission: 'appointmentsView',
    summary: 'GetRoomAndTrainerAvailabilities for several appointments (unknown ids are left out)',
    body: z.object({ appointmentIds: z.array(Uuid).min(1).max(500) }),
    response: z.array(RoomAndTrainerAvailability),
  }),
} satisfies Record<string, RouteContract>;
