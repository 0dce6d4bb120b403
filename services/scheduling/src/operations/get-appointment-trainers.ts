import { notFound, type Db } from '@takt/kit';
import { findAppointment } from '../store/appointments.ts';
import { appointmentTrainersOf } from '../store/appointment-trainers.ts';
import type { Client } from '../store/client.ts';
import { withTrainerNames } from './trainer-assignment-steps.ts';

export function getAppointmentTrainers(db: Db<Client>, appointmentId: string) {
  return db.tx(async (tx) => {
    if (!(await findAppointment(tx, appointmentId))) throw notFound('Appointment');
    return withTrainerNames(tx, await appointmentTrainersOf(tx, [appointmentId]));
  });
}
