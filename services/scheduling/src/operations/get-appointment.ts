import { notFound, type Db } from '@takt/kit';
import { findAppointment } from '../store/appointments.ts';
import { withTrainerSummaries, type TrainerSummary } from '../store/appointment-trainers.ts';
import type { Client } from '../store/client.ts';
import type { Appointment } from '../store/generated/client.ts';

export async function getAppointment(db: Db<Client>, id: string): Promise<Appointment & TrainerSummary> {
  const row = await db.tx(async (tx) => {
    const found = await findAppointment(tx, id);
    return found && (await withTrainerSummaries(tx, [found]))[0];
  });
  if (!row) throw notFound('Appointment');
  return row;
}
