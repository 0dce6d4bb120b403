import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { appointmentDetail, type AppointmentDetail } from './appointment-details.ts';
import { requireAppointment } from './appointment-steps.ts';

export function getAppointment(db: Db<Client>, id: string): Promise<AppointmentDetail> {
  return db.tx(async (tx) => appointmentDetail(tx, await requireAppointment(tx, id)));
}
