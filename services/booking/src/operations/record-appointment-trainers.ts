import { NotYet, type TxClient } from '@takt/kit';
import type { PayloadOf, SchedulingEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { setAppointmentTrainers } from '../store/read-model.ts';

/**
 * Keeps the appointment's trainers (attendance lists per trainer). "trainers-changed" is consumed
 * apart from "created", so it may come first: throwing lets kit redeliver it until the row exists.
 */
export async function recordAppointmentTrainers(
  tx: TxClient<Client>,
  p: PayloadOf<typeof SchedulingEvents.AppointmentTrainersChanged>,
  occurredAt: string,
): Promise<void> {
  if (!(await setAppointmentTrainers(tx, p.appointmentId, p.trainerIds, new Date(occurredAt))))
    throw new NotYet(`appointment ${p.appointmentId} not in the read model yet`);
}
