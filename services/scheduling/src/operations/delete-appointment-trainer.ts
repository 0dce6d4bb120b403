import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { deleteAppointmentTrainerRow, findAppointmentTrainer } from '../store/appointment-trainers.ts';
import { announceAppointmentTrainers } from './trainer-assignment-steps.ts';

export async function deleteAppointmentTrainer(db: Db<Client>, id: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    const row = await findAppointmentTrainer(tx, id);
    if (!row) throw notFound('Appointment trainer');
    await deleteAppointmentTrainerRow(tx, id);
    await announceAppointmentTrainers(tx, [row.appointmentId]);
  });
  return { ok: true };
}
