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
});

export const AttendanceConfirmed = defineEvent('booking.attendance.confirmed', 1, AttendanceFacts);
export const AttendanceWaitlisted = defineEvent(
  'booking.attendance.waitlisted',
  1,
  AttendanceFacts.extend({ waitingListNumber: z.number().int() }),
);
