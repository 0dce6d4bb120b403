import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import { AttendanceSource, AttendanceStatus } from '@takt/proto';
import type { CapacityState, BookingDecision } from '../domain/decide-booking.ts';
import type { Client } from './client.ts';
import type { AppointmentView, Attendance } from './generated/client.ts';

type Tx = TxClient<Client>;

/**
 * Locks the appointment row until the transaction ends, so concurrent bookings of one appointment
 * count places one after the other. RLS limits the lock to the caller's tenant: a foreign
 * appointment is simply not found.
 */
export async function lockAppointment(tx: Tx, appointmentId: string): Promise<AppointmentView | null> {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id::text FROM appointment_view WHERE id = ${appointmentId}::uuid FOR UPDATE`;
  return locked.length ? tx.appointmentView.findFirst({ where: { id: appointmentId } }) : null;
}

export function findAttendee(tx: Tx, attendeeId: string) {
  return tx.attendeeView.findFirst({ where: { id: attendeeId } });
}

/** The attendee's booking of the appointment that is not cancelled, if any. */
export function findLiveAttendance(tx: Tx, appointmentId: string, attendeeId: string): Promise<Attendance | null> {
  return tx.attendance.findFirst({ where: { appointmentId, attendeeId, status: { not: AttendanceStatus.Canceled } } });
}

export async function capacityOf(tx: Tx, appointment: AppointmentView): Promise<CapacityState> {
  const appointmentId = appointment.id;
  const confirmedCount = await tx.attendance.count({ where: { appointmentId, status: AttendanceStatus.Confirmed } });
  const waiting = await tx.attendance.aggregate({
    where: { appointmentId, status: AttendanceStatus.OnWaitingList },
    _max: { waitingListNumber: true },
  });
  return { maxAttendees: appointment.maxAttendees, confirmedCount, maxWaitingListNumber: waiting._max.waitingListNumber };
}

export function createAttendance(
  tx: Tx,
  data: { attendeeId: string; appointmentId: string; note: string | null; createdByUserId: string },
  decision: BookingDecision,
): Promise<Attendance> {
  return tx.attendance.create({
    data: {
      id: randomUUID(),
      ...data,
      status: decision.status,
      source: AttendanceSource.Manual,
      waitingListNumber: decision.waitingListNumber,
    },
  });
}

export function findAttendance(tx: Tx, id: string): Promise<Attendance | null> {
  return tx.attendance.findFirst({ where: { id } });
}
