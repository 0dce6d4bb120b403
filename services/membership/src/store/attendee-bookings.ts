import { toDbDate, type TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

export interface BookingFacts {
  attendanceId: string;
  attendeeId: string;
  appointmentId: string;
  date: string;
  timeFrom: string;
}

/**
 * A booking (confirmed or waiting). The update leaves `cancelled` alone: a redelivered
 * "confirmed" arriving after the cancellation never revives it (booking books again with a new id).
 */
export async function upsertBooking(tx: Tx, f: BookingFacts): Promise<void> {
  const facts = {
    attendeeId: f.attendeeId,
    appointmentId: f.appointmentId,
    date: toDbDate(f.date),
    timeFrom: f.timeFrom,
    updatedAt: new Date(),
  };
  await tx.attendeeBooking.upsert({ where: { id: f.attendanceId }, create: { id: f.attendanceId, ...facts }, update: facts });
}

export async function cancelBooking(tx: Tx, f: BookingFacts): Promise<void> {
  const facts = {
    attendeeId: f.attendeeId,
    appointmentId: f.appointmentId,
    date: toDbDate(f.date),
    timeFrom: f.timeFrom,
    updatedAt: new Date(),
  };
  await tx.attendeeBooking.upsert({
    where: { id: f.attendanceId },
    create: { id: f.attendanceId, ...facts, cancelled: true },
    update: { ...facts, cancelled: true },
  });
}

/** Uncancelled bookings of an attendee on or after `today`. */
export function countFutureBookings(tx: Tx, attendeeId: string, today: string): Promise<number> {
  return tx.attendeeBooking.count({ where: { attendeeId, cancelled: false, date: { gte: toDbDate(today) } } });
}

export async function attendeeIdsBookedOn(tx: Tx, appointmentId: string): Promise<string[]> {
  const rows = await tx.attendeeBooking.findMany({ where: { appointmentId, cancelled: false }, select: { attendeeId: true } });
  return [...new Set(rows.map((r) => r.attendeeId))];
}
