import { fail, type Db } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import { publishAppointmentCancelled } from '../events/appointment-changed.ts';
import { markCancelled } from '../store/appointments.ts';
import type { Client } from '../store/client.ts';
import { appointmentDetail, type AppointmentDetail } from './appointment-details.ts';
import { requireLiveAppointment } from './appointment-steps.ts';

/**
 * Cancels one appointment for good; booking cancels its attendances when the event arrives.
 * `locale` is the staff's language, kept on the event (members are mailed in their own).
 */
export function cancelAppointment(db: Db<Client>, id: string, locale: 'de' | 'en', reason: string | undefined): Promise<AppointmentDetail> {
  return db.tx(async (tx) => {
    await requireLiveAppointment(tx, id);
    const a = await markCancelled(tx, id, reason || null);
    if (!a) throw fail(ErrorCode.AppointmentCancelled, 'The appointment is cancelled');
    await publishAppointmentCancelled(tx, a, locale);
    return appointmentDetail(tx, a);
  });
}
