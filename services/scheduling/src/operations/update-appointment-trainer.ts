import { isUniqueViolation, notFound, validationFailed, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { findAppointmentTrainer, updateAppointmentTrainerRow, type TrainerAssignment } from '../store/appointment-trainers.ts';
import { announceAppointmentTrainers, withTrainerNames } from './trainer-assignment-steps.ts';
import { assertTrainersKnown } from './trainer-steps.ts';

export async function updateAppointmentTrainer(db: Db<Client>, id: string, input: TrainerAssignment) {
  if (!(await db.tx((tx) => findAppointmentTrainer(tx, id)))) throw notFound('Appointment trainer');
  await assertTrainersKnown(db, [input.trainerId]);
  try {
    return await db.tx(async (tx) => {
      if (!(await findAppointmentTrainer(tx, id))) throw notFound('Appointment trainer');
      const [row] = await withTrainerNames(tx, [await updateAppointmentTrainerRow(tx, id, input)]);
      await announceAppointmentTrainers(tx, [row!.appointmentId]);
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'appointment_trainer_appointment_trainer_unique'))
      throw validationFailed([{ field: 'trainerId', message: 'already assigned' }], 'The trainer already teaches this appointment');
    throw err;
  }
}
