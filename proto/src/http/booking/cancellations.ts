import { z } from 'zod';
import { Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { Attendance } from './attendances.ts';

const staff = ['manager', 'employee', 'trainer'] as const;

/** Staff, or the attendee for their own booking (another's answers 404). */
const staffOrAttendee = [...staff, 'attendee'] as const;

export const CancelAnonymousBody = z.object({ token: z.string().min(1).max(200) });

// Spec section 5: status updates need a non-empty id list.
export const SetConfirmedStatusMultipleBody = z
  .object({
    confirmedAttendances: z.array(Uuid).max(500).default([]),
    cancelledAttendances: z.array(Uuid).max(500).default([]),
  })
  .refine((b) => b.confirmedAttendances.length + b.cancelledAttendances.length > 0, {
    message: 'at least one attendance id is needed',
    path: ['confirmedAttendances'],
  });

export const SetCancelledStatusMultipleByCourseBody = z.object({
  courseId: Uuid,
  attendeeId: Uuid,
  /** From when on the attendee's bookings of the course are cancelled (the caller's local time). */
  clientLocalDateTime: z.iso.datetime({ local: true, offset: true }),
});

/** What a cancellation changed: the cancelled attendances and the waiting ones confirmed in their place. */
export const CancelResult = z.object({
  cancelled: z.array(Attendance),
  promoted: z.array(Attendance),
});

export const bookingCancellationContracts = {
  cancel: route({
    method: 'PUT',
    path: '/api/Attendances/Cancel/:id',
    service: 'booking',
    access: staffOrAttendee,
    summary: 'Cancel an attendance; a freed place goes to the first on the waiting list',
    params: z.object({ id: Uuid }),
    response: CancelResult,
  }),
  cancelByAppointment: route({
    method: 'PUT',
    path: '/api/Attendances/CancelByAppointmentId/:appointmentId/:attendeeId',
    service: 'booking',
    access: staffOrAttendee,
    summary: "Cancel an attendee's live booking of an appointment",
    params: z.object({ appointmentId: Uuid, attendeeId: Uuid }),
    response: CancelResult,
  }),
  cancelAnonymous: route({
    method: 'PUT',
    path: '/api/Attendances/CancelAnonymous/:id',
    service: 'booking',
    access: 'public',
    summary: 'Cancel an attendance with the signed link of its booking mail, without signing in',
    params: z.object({ id: Uuid }),
    body: CancelAnonymousBody,
    response: z.object({ ok: z.literal(true) }),
  }),
  setConfirmedStatusMultiple: route({
    method: 'POST',
    path: '/api/Attendances/SetConfirmedStatusMultiple',
    service: 'booking',
    access: staff,
    summary: 'Confirm attendances (from the waiting list, beyond the maximum if need be) and cancel others',
    body: SetConfirmedStatusMultipleBody,
    response: CancelResult.extend({ confirmed: z.array(Attendance) }),
  }),
  setCancelledStatusMultipleByCourse: route({
    method: 'POST',
    path: '/api/Attendances/SetCancelledStatusMultipleByCourse',
    service: 'booking',
    access: staff,
    summary: "Cancel all of an attendee's bookings in a course from a moment on",
    body: SetCancelledStatusMultipleByCourseBody,
    response: CancelResult,
  }),
  deleteAttendance: route({
    method: 'DELETE',
    path: '/api/Attendances/:id',
    service: 'booking',
    access: staff,
    summary: 'Remove an attendance; a freed place goes to the first on the waiting list',
    params: z.object({ id: Uuid }),
    response: CancelResult,
  }),
} satisfies Record<string, RouteContract>;
