import { notFound, type Db } from '@takt/kit';
import { findAppointment } from '../store/appointments.ts';
import type { Client } from '../store/client.ts';
import type { Appointment } from '../store/generated/client.ts';

export async function getAppointment(db: Db<Client>, id: string): Promise<Appointment> {
  const row = await db.tx((tx) => findAppointment(tx, id));
  if (!row) throw notFound('Appointment');
  return row;
}
