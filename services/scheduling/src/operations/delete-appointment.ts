import { fail, type Db } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import { publishAppointmentDeleted } from '../events/appointment-changed.ts';
import { deleteUnbooked } from '../store/appointments.ts';
import type { Client } from '../store/client.ts';
import { requireAppointment } from './appointment-steps.ts';

/** Only an appointment without confirmed bookings goes; a booked one is cancelled instead (in_use). */
export async function deleteAppointment(db: Db<Client>, id: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    const a = await requireAppointment(tx, id);
    if (!(await deleteUnbooked(tx, id))) {
      throw fail(ErrorCode.InUse, 'The appointment has bookings; cancel it instead', { bookings: a.bookedCount });
    }
    await publishAppointmentDeleted(tx, id);
  });
  return { ok: true };
}
