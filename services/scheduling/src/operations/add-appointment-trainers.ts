import { notFound, type Db } from '@takt/kit';
import { findAppointment } from '../store/appointments.ts';
import { appointmentTrainersOf, replaceAppointmentTrainers } from '../store/appointment-trainers.ts';
import type { Client } from '../store/client.ts';
import { announceAppointmentTrainers, withTrainerNames } from './trainer-assignment-steps.ts';
import { assertTrainersKnown } from './trainer-steps.ts';

/** Spec AddMultiple/{appointmentId}: the appointment's trainers become exactly these (none clears them). */
export async function addAppointmentTrainers(db: Db<Client>, appointmentId: string, trainerIds: readonly string[]) {
  if (!(await db.tx((tx) => findAppointment(tx, appointmentId)))) throw notFound('Appointment');
  await assertTrainersKnown(db, trainerIds, 'trainersId');
  return db.tx(async (tx) => {
    if (!(await findAppointment(tx, appointmentId))) throw notFound('Appointment');
    const trainers = [...new Set(trainerIds)].map((trainerId) => ({ trainerId, isSubstitute: false }));
    await replaceAppointmentTrainers(tx, [appointmentId], trainers);
    await announceAppointmentTrainers(tx, [appointmentId]);
    return withTrainerNames(tx, await appointmentTrainersOf(tx, [appointmentId]));
  });
}
