import { fromDbDate } from '@takt/kit';
import { attendeePrice } from '../domain/attendee-access.ts';
import type { AppointmentView, AttendeeView } from '../store/generated/client.ts';

/** What every booking.attendance.* event says about the attendance, from booking's read models. */
export function attendanceFacts(attendanceId: string, appointment: AppointmentView, attendee: AttendeeView, cancelToken?: string) {
  return {
    attendanceId,
    attendeeId: attendee.id,
    applicationUserId: attendee.applicationUserId,
    appointmentId: appointment.id,
    courseId: appointment.courseId,
    courseName: appointment.courseName,
    date: fromDbDate(appointment.date),
    timeFrom: appointment.timeFrom,
    // The attendee's price: the lowest of their membership types the course lists, else the course's.
    centCost: attendeePrice(appointment, attendee),
    ...(cancelToken ? { cancelToken } : {}),
  };
}
