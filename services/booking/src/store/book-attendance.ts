import { randomUUID } from 'node:crypto';
import { fail, isUniqueViolation, notFound, type Db } from '@takt/kit';
import { AttendanceSource, AttendanceStatus, ErrorCode } from '@takt/proto';
import { decideBooking } from '../domain/decide-booking.ts';
import { publishAttendanceBooked } from '../events/attendance-booked.ts';
import type { Client } from './client.ts';
import type { Attendance } from './generated/client.ts';

export interface BookingInput {
  attendeeId: string;
  appointmentId: string;
  note?: string;
}

const alreadyBooked = () => fail(ErrorCode.AlreadyBooked, 'The attendee is already booked on this appointment');

/**
 * Books an attendee on an appointment of booking's read model. The appointment row is locked
 * first, so concurrent bookings of one appointment count places one after the other and never
 * both take the last one. The event commits with the attendance.
 */
export async function bookAttendance(db: Db<Client>, input: BookingInput, createdByUserId: string): Promise<Attendance> {
  try {
    return await db.tx(async (tx) => {
      const { appointmentId, attendeeId } = input;
      // RLS limits the lock to the caller's tenant: a foreign appointment is simply not found.
      const locked = await tx.$queryRaw<
        { id: string }[]
      >`SELECT id::text FROM appointment_view WHERE id = ${appointmentId}::uuid FOR UPDATE`;
      const appointment = locked.length ? await tx.appointmentView.findFirst({ where: { id: appointmentId } }) : null;
      if (!appointment) throw notFound('Appointment');
      if (appointment.isCancelled) throw fail(ErrorCode.AppointmentCancelled, 'The appointment is cancelled');
      const attendee = await tx.attendeeView.findFirst({ where: { id: attendeeId } });
      if (!attendee) throw notFound('Attendee');

      const live = { appointmentId, status: { not: AttendanceStatus.Canceled } };
      if (await tx.attendance.findFirst({ where: { ...live, attendeeId } })) throw alreadyBooked();
      const confirmedCount = await tx.attendance.count({ where: { appointmentId, status: AttendanceStatus.Confirmed } });
      const waiting = await tx.attendance.aggregate({
        where: { appointmentId, status: AttendanceStatus.OnWaitingList },
        _max: { waitingListNumber: true },
      });
      const decision = decideBooking({
        maxAttendees: appointment.maxAttendees,
        confirmedCount,
        maxWaitingListNumber: waiting._max.waitingListNumber,
      });

      const attendance = await tx.attendance.create({
        data: {
          id: randomUUID(),
          attendeeId,
          appointmentId,
          status: decision.status,
          source: AttendanceSource.Manual,
          waitingListNumber: decision.waitingListNumber,
          note: input.note ?? null,
          createdByUserId,
        },
      });
      await publishAttendanceBooked(tx, attendance, appointment, attendee);
      return attendance;
    });
  } catch (err) {
    // The partial unique index is the last wall against a double booking.
    if (isUniqueViolation(err, 'attendance_active_unique')) throw alreadyBooked();
    throw err;
  }
}
