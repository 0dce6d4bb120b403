import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { deleteAppointmentTrainerRow, findAppointmentTrainer } from '../store/appointment-trainers.ts';

export async function deleteAppointmentTrainer(db: Db<Client>, id: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    if (!(await findAppointmentTrainer(tx, id))) throw notFound('Appointment trainer');
    await deleteAppointmentTrainerRow(tx, id);
  });
  return { ok: true };
}
