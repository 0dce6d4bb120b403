import { fromDbDate, publishEvent, type TxClient } from '@takt/kit';
import { AttendanceStatus, BookingEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { Attendance, AppointmentView, AttendeeView } from '../store/generated/client.ts';

/** Announces a new booking, in the booking's transaction: confirmed or waitlisted. */
export async function publishAttendanceBooked(
  tx: TxClient<Client>,
  a: Attendance,
  appointment: AppointmentView,
  attendee: AttendeeView,
): Promise<void> {
  const facts = {
    attendanceId: a.id,
    attendeeId: a.attendeeId,
    applicationUserId: attendee.applicationUserId,
    appointmentId: a.appointmentId,
    courseId: appointment.courseId,
    courseName: appointment.courseName,
    date: fromDbDate(appointment.date),
    timeFrom: appointment.timeFrom,
    centCost: appointment.centCost,
  };
  if (a.status === AttendanceStatus.OnWaitingList && a.waitingListNumber !== null) {
    await publishEvent(tx, BookingEvents.AttendanceWaitlisted, { ...facts, waitingListNumber: a.waitingListNumber });
  } else {
    await publishEvent(tx, BookingEvents.AttendanceConfirmed, facts);
  }
}
