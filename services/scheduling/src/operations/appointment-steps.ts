import { fail, notFound, type TxClient } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import { findAppointment } from '../store/appointments.ts';
import type { Client } from '../store/client.ts';
import type { Appointment } from '../store/generated/client.ts';

export async function requireAppointment(tx: TxClient<Client>, id: string): Promise<Appointment> {
  const row = await findAppointment(tx, id);
  if (!row) throw notFound('Appointment');
  return row;
}

/** A cancelled appointment is final: it is neither changed nor cancelled again. */
export async function requireLiveAppointment(tx: TxClient<Client>, id: string): Promise<Appointment> {
  const row = await requireAppointment(tx, id);
  if (row.isCancelled) throw fail(ErrorCode.AppointmentCancelled, 'The appointment is cancelled');
  return row;
}
