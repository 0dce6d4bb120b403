import { fail, isUniqueViolation, notFound, type Db } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import { decideBooking } from '../domain/decide-booking.ts';
import { publishAttendanceBooked } from '../events/attendance-booked.ts';
import { capacityOf, createAttendance, findAttendee, findLiveAttendance, lockAppointment } from '../store/attendances.ts';
import type { Client } from '../store/client.ts';
import type { Attendance } from '../store/generated/client.ts';

export interface BookingInput {
  attendeeId: string;
  appointmentId: string;
  note?: string;
}

const alreadyBooked = () => fail(ErrorCode.AlreadyBooked, 'The attendee is already booked on this appointment');

/**
 * Books an attendee on an appointment of booking's read model. The appointment row is locked
 * first, so concurrent bookings of one appointment never both take the last place. The event
 * commits with the attendance.
 */
export async function bookAttendance(db: Db<Client>, input: BookingInput, createdByUserId: string): Promise<Attendance> {
  try {
    return await db.tx(async (tx) => {
      const { appointmentId, attendeeId } = input;
      const appointment = await lockAppointment(tx, appointmentId);
      if (!appointment) throw notFound('Appointment');
      if (appointment.isCancelled) throw fail(ErrorCode.AppointmentCancelled, 'The appointment is cancelled');
      const attendee = await findAttendee(tx, attendeeId);
      if (!attendee) throw notFound('Attendee');
      if (await findLiveAttendance(tx, appointmentId, attendeeId)) throw alreadyBooked();

      const decision = decideBooking(await capacityOf(tx, appointment));
      const attendance = await createAttendance(tx, { attendeeId, appointmentId, note: input.note ?? null, createdByUserId }, decision);
      await publishAttendanceBooked(tx, attendance, appointment, attendee);
      return attendance;
    });
  } catch (err) {
    // The partial unique index is the last wall against a double booking.
    if (isUniqueViolation(err, 'attendance_active_unique')) throw alreadyBooked();
    throw err;
  }
}
