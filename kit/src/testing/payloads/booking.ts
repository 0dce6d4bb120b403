import { randomUUID } from 'node:crypto';
import { BookingEvents } from '@takt/proto';
import { builder, type Builders } from './builder.ts';

const attendanceFacts = () => ({
  attendanceId: randomUUID(),
  attendeeId: randomUUID(),
  applicationUserId: randomUUID(),
  appointmentId: randomUUID(),
  courseId: randomUUID(),
  courseName: 'Yoga',
  date: '2026-12-01',
  timeFrom: '18:00',
  centCost: 1500,
});

export const bookingPayloads: Builders = {
  [BookingEvents.AttendanceConfirmed.subject]: builder(BookingEvents.AttendanceConfirmed, attendanceFacts),
  [BookingEvents.AttendanceRescheduled.subject]: builder(BookingEvents.AttendanceRescheduled, () => ({
    ...attendanceFacts(),
    previousDate: '2026-11-30',
    previousTimeFrom: '17:00',
  })),
  [BookingEvents.AttendanceCancelled.subject]: builder(BookingEvents.AttendanceCancelled, () => ({
    ...attendanceFacts(),
    previousStatus: 2,
    late: false,
    canceledDate: '2026-11-30T10:00:00.000Z',
    by: 'attendee' as const,
  })),
  [BookingEvents.AttendancePromoted.subject]: builder(BookingEvents.AttendancePromoted, () => ({
    ...attendanceFacts(),
    formerWaitingListNumber: 1,
  })),
  [BookingEvents.WaitingOfferMade.subject]: builder(BookingEvents.WaitingOfferMade, () => ({
    ...attendanceFacts(),
    offerId: randomUUID(),
    expiresAt: '2026-12-03T13:30:00.000Z',
    expiresAtLocal: '2026-12-03T14:30',
  })),
  [BookingEvents.AttendanceWaitlisted.subject]: builder(BookingEvents.AttendanceWaitlisted, () => ({
    ...attendanceFacts(),
    waitingListNumber: 1,
  })),
  [BookingEvents.TaskRequestDecided.subject]: builder(BookingEvents.TaskRequestDecided, () => ({
    ...attendanceFacts(),
    taskRequestId: randomUUID(),
    status: 'ACCEPT' as const,
    attendanceStatus: 2,
    waitingListNumber: null,
  })),
};
