import { toDbDate, type SqlEffect, type TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

export interface BookingFacts {
  attendanceId: string;
  attendeeId: string;
  appointmentId: string;
  date: string;
  timeFrom: string;
}

const facts = (f: BookingFacts) => ({
  attendance_id: f.attendanceId,
  attendee_id: f.attendeeId,
  appointment_id: f.appointmentId,
  date: f.date,
  time_from: f.timeFrom,
});
const COLUMNS = 'attendance_id uuid, attendee_id uuid, appointment_id uuid, date date, time_from text';
const write = (cancelled: boolean) => `
  INSERT INTO attendee_booking (id, attendee_id, appointment_id, date, time_from, cancelled, updated_at)
  SELECT attendance_id, attendee_id, appointment_id, date, time_from, ${cancelled}, now() FROM ev
  ON CONFLICT (id) DO UPDATE SET attendee_id = EXCLUDED.attendee_id, appointment_id = EXCLUDED.appointment_id,
    date = EXCLUDED.date, time_from = EXCLUDED.time_from, updated_at = EXCLUDED.updated_at${cancelled ? ', cancelled = true' : ''}`;

/**
 * Bookings (confirmed or waiting), a batch of events in one statement. The update leaves
 * `cancelled` alone: a redelivered "confirmed" arriving after the cancellation never revives it
 * (booking books again with a new id).
 */
export const bookingWrite: SqlEffect<BookingFacts> = { columns: COLUMNS, row: facts, statements: [write(false)] };

/** Cancelled bookings, a batch of events in one statement. */
export const cancellationWrite: SqlEffect<BookingFacts> = { columns: COLUMNS, row: facts, statements: [write(true)] };

/** Uncancelled bookings of an attendee on or after `today`. */
export function countFutureBookings(tx: Tx, attendeeId: string, today: string): Promise<number> {
  return tx.attendeeBooking.count({ where: { attendeeId, cancelled: false, date: { gte: toDbDate(today) } } });
}

export async function attendeeIdsBookedOn(tx: Tx, appointmentId: string): Promise<string[]> {
  const rows = await tx.attendeeBooking.findMany({ where: { appointmentId, cancelled: false }, select: { attendeeId: true } });
  return [...new Set(rows.map((r) => r.attendeeId))];
}
