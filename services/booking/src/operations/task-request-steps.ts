import { randomUUID } from 'node:crypto';
import { fail, notFound, type TxClient } from '@takt/kit';
import { AttendanceStatus, ErrorCode, TaskRequestStatus } from '@takt/proto';
import { cancelToken } from '../domain/cancel-token.ts';
import { publishAcceptedSeat, publishTaskRequestDecided } from '../events/task-request-decided.ts';
import { findAppointment, findAttendance, findAttendee } from '../store/attendances.ts';
import { markCancelled } from '../store/cancellations.ts';
import type { Client } from '../store/client.ts';
import type { AppointmentView, Attendance, TaskRequest } from '../store/generated/client.ts';
import { insertRequested, seatRequested, takeSeat, type NewAttendance } from '../store/seats.ts';
import { markDecided, openTaskRequest } from '../store/task-requests.ts';
import type { BookingSettings } from '../settings.ts';
import { alreadyCancelled, cancelInTx, clashingWaits, dropClashingWaits } from './cancel-steps.ts';

type Tx = TxClient<Client>;
export type Decision = typeof TaskRequestStatus.ACCEPT | typeof TaskRequestStatus.REJECT;

/**
 * Books as Requested with an OPEN task request, taking no place: nobody outside booking hears of
 * it until staff decide (then the seat events follow as for any booking).
 */
export async function requestAttendance(tx: Tx, a: NewAttendance, appointment: AppointmentView): Promise<Attendance> {
  const attendance = await insertRequested(tx, a);
  await openTaskRequest(tx, { id: randomUUID(), attendance, appointment, createdByUserId: a.createdByUserId });
  return attendance;
}

/** Opens a request for a live attendance of the tenant; it keeps its place or waiting number until decided. */
export async function openRequestFor(tx: Tx, attendanceId: string, userId: string): Promise<TaskRequest> {
  const a = await findAttendance(tx, attendanceId);
  if (!a) throw notFound('Attendance');
  if (a.status === AttendanceStatus.Canceled) throw alreadyCancelled();
  const appointment = (await findAppointment(tx, a.appointmentId))!;
  return openTaskRequest(tx, { id: randomUUID(), attendance: a, appointment, createdByUserId: userId });
}

/**
 * Decides one open request in the caller's transaction. ACCEPT of a requested attendance takes a
 * place, or the next waiting number when full (the seat rule of store/seats.ts); ACCEPT of one
 * that holds a place already keeps it. REJECT cancels the booking (a place it held goes to the
 * waiting list). The member is told either way.
 */
export async function decideInTx(tx: Tx, settings: BookingSettings, r: TaskRequest, status: Decision, userId: string): Promise<void> {
  if (!(await markDecided(tx, r.id, status, userId))) throw fail(ErrorCode.RequestNotOpen, 'The task request is decided already');
  const before = (await findAttendance(tx, r.attendanceId))!;
  if (before.status === AttendanceStatus.Canceled) throw alreadyCancelled();
  const [appointment, attendee] = await Promise.all([findAppointment(tx, before.appointmentId), findAttendee(tx, before.attendeeId)]);
  if (!appointment || !attendee) throw new Error(`task request ${r.id} refers to rows missing from the read model`);

  if (status === TaskRequestStatus.ACCEPT && before.status === AttendanceStatus.Requested) {
    const seat = await takeSeat(tx, appointment.id);
    if (!seat) throw fail(ErrorCode.AppointmentCancelled, 'The appointment is cancelled');
    await seatRequested(tx, before.id, seat);
    const after = (await findAttendance(tx, before.id))!;
    await publishAcceptedSeat(
      tx,
      after,
      appointment,
      attendee,
      cancelToken(settings.BOOKING_CANCEL_LINK_SECRET, appointment.companyId, after.id),
    );
    if (seat.confirmed)
      await dropClashingWaits(tx, attendee.id, await clashingWaits(tx, attendee.id, appointment), settings.BOOKING_TIME_ZONE);
  } else if (status === TaskRequestStatus.REJECT && before.status === AttendanceStatus.Requested) {
    // Nobody outside booking heard of a requested booking, so its end is told only as the decision.
    await markCancelled(tx, before.id, { late: false, canceledByUserId: userId });
  } else if (status === TaskRequestStatus.REJECT) {
    await cancelInTx(tx, settings, before, 'staff', userId);
  }
  const after = (await findAttendance(tx, before.id))!;
  await publishTaskRequestDecided(tx, { ...r, status }, after, appointment, attendee);
}
