import { isBuried, type TxClient } from '@takt/kit';
import type { BookingEvents, PayloadOf } from '@takt/proto';
import { attendancePositionText } from '../domain/invoice-period.ts';
import { publishInvoicePositionAdded } from '../events/invoice-events.ts';
import type { Client } from '../store/client.ts';
import { findPositionOfAttendance, insertPosition } from '../store/positions.ts';
import { findAttendee, fullName } from '../store/read-model.ts';

type Tx = TxClient<Client>;
type Facts = PayloadOf<typeof BookingEvents.AttendanceConfirmed>;

/**
 * A confirmed attendance becomes a pending position dated on the appointment's day, also when it
 * costs nothing (the position documents the visit); the run of that period invoices it. One
 * position per attendance, ever, and none for a booking whose cancellation was handled first.
 * Runs in the inbox's transaction.
 */
export async function billAttendance(tx: Tx, _companyId: string, p: Facts): Promise<void> {
  if ((await findPositionOfAttendance(tx, p.attendanceId)) || (await isBuried(tx, 'attendance', p.attendanceId))) return;
  const attendee = await findAttendee(tx, p.attendeeId);
  const position = await insertPosition(tx, {
    forAttendeeId: p.attendeeId,
    attendeeFullName: attendee ? fullName(attendee) : '',
    description: attendancePositionText(p.courseName, p.date),
    centCost: p.centCost,
    date: p.date.slice(0, 10),
    sourceAppointmentId: p.appointmentId,
    sourceAttendanceId: p.attendanceId,
  });
  await publishInvoicePositionAdded(tx, position);
}
