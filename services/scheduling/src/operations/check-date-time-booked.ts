import { localDate, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { bookedFutureAppointments } from '../store/courses.ts';
import { requireDateTime } from './date-time-steps.ts';

/**
 * Whether the date-time's future appointments have bookings. Booking keeps no series bookings
 * yet, so this answers from the confirmed bookings counted per appointment; a series booking
 * will count here once booking announces it.
 */
export function checkDateTimeBooked(db: Db<Client>, id: string) {
  return db.tx(async (tx) => {
    await requireDateTime(tx, id);
    const bookedAppointments = await bookedFutureAppointments(tx, { dateTimeId: id }, localDate());
    return { isBooked: bookedAppointments > 0, bookedAppointments };
  });
}
