import { fail, localDate, type Db } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import { publishAppointmentDeleted } from '../events/appointment-changed.ts';
import type { Client } from '../store/client.ts';
import { bookedFutureAppointments } from '../store/courses.ts';
import { appointmentsOfDateTime, deleteDateTimeRows } from '../store/date-times.ts';
import { requireDateTime } from './date-time-steps.ts';

/** Deletes a date-time with its appointments, unless future uncancelled ones have bookings (in_use). */
export async function deleteDateTime(db: Db<Client>, id: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    await requireDateTime(tx, id);
    const booked = await bookedFutureAppointments(tx, { dateTimeId: id }, localDate());
    if (booked > 0) throw fail(ErrorCode.InUse, 'Future appointments of the date-time have bookings', { bookedAppointments: booked });
    const appointments = await appointmentsOfDateTime(tx, id);
    await deleteDateTimeRows(tx, id);
    for (const a of appointments) await publishAppointmentDeleted(tx, a.id);
  });
  return { ok: true };
}
