import { z } from 'zod';
import { defineEvent } from './envelope.ts';

const AttendanceFacts = z.object({
  attendanceId: z.uuid(),
  attendeeId: z.uuid(),
  applicationUserId: z.uuid().nullable(),
  appointmentId: z.uuid(),
  courseId: z.uuid(),
  courseName: z.string(),
  date: z.string(),
  timeFrom: z.string(),
  centCost: z.number().int(),
  /** Signs the anonymous cancel link (PUT /api/Attendances/CancelAnonymous/{id}) a mail may carry. */
  cancelToken: z.string().optional(),
});

export const AttendanceConfirmed = defineEvent('booking.attendance.confirmed', 1, AttendanceFacts);
export const AttendanceWaitlisted = defineEvent(
  'booking.attendance.waitlisted',
  1,
  AttendanceFacts.extend({ waitingListNumber: z.number().int() }),
);

/** A booking was cancelled (by staff, the attendee, a signed link, or its appointment's cancellation). */
export const AttendanceCancelled = defineEvent(
  'booking.attendance.cancelled',
  1,
  AttendanceFacts.extend({
    /** The status before: Confirmed 2 frees a place, OnWaitingList 4 does not. */
    previousStatus: z.number().int(),
    /** Within the late-cancellation window before the start. */
    late: z.boolean(),
    canceledDate: z.string(),
    /**
     * `clash`: a waiting entry removed because the attendee got a place at the same time elsewhere;
     * `offer-expired`: a waiting entry whose offered place was not accepted in time (decision 0048).
     */
    by: z.enum(['staff', 'attendee', 'link', 'appointment', 'clash', 'offer-expired']),
  }),
);

/** A waiting attendee got a freed (or added) place and is confirmed now; booking.attendance.confirmed follows. */
export const AttendancePromoted = defineEvent(
  'booking.attendance.promoted',
  1,
  AttendanceFacts.extend({ formerWaitingListNumber: z.number().int().nullable() }),
);

/**
 * Beyond the spec (decision 0048): the company offers freed places for a time; the waiting member
 * holds the place until `expiresAt` (an instant) and accepts or declines it on their booking screen.
 * `expiresAtLocal` is the same moment on the studio's wall clock (YYYY-MM-DDTHH:mm) for messages.
 */
export const WaitingOfferMade = defineEvent(
  'booking.offer.made',
  1,
  AttendanceFacts.extend({ offerId: z.uuid(), expiresAt: z.string(), expiresAtLocal: z.string() }),
);

/**
 * The studio moved a booked appointment and asked to tell the members (scheduling's notify flag):
 * one per live attendance, with the new facts and where it was before.
 */
export const AttendanceRescheduled = defineEvent(
  'booking.attendance.rescheduled',
  1,
  AttendanceFacts.extend({ previousDate: z.string(), previousTimeFrom: z.string() }),
);

/**
 * Staff decided a member's task request (a course that needs approval): ACCEPT gave a place, or a
 * waiting number when full (booking.attendance.confirmed or .waitlisted follows as for any
 * booking); REJECT cancelled the booking. Notification puts it in the member's bell.
 */
export const TaskRequestDecided = defineEvent(
  'booking.task-request.decided',
  1,
  AttendanceFacts.extend({
    taskRequestId: z.uuid(),
    status: z.enum(['ACCEPT', 'REJECT']),
    /** The attendance's status after the decision: Confirmed 2, OnWaitingList 4 or Canceled 1. */
    attendanceStatus: z.number().int(),
    waitingListNumber: z.number().int().nullable(),
  }),
);
