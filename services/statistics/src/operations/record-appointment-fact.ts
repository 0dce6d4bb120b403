import type { TxClient } from '@takt/kit';
import {
  deleteAppointmentFact,
  setAppointmentTrainers,
  upsertAppointmentFact,
  type AppointmentFactInput,
} from '../store/appointment-facts.ts';
import type { Client } from '../store/client.ts';

type Change = { kind: 'saved'; facts: AppointmentFactInput } | { kind: 'trainers'; trainerIds: string[] } | { kind: 'deleted' };

/** An appointment created, updated, given trainers or deleted (scheduling's events). */
export async function recordAppointmentFact(
  tx: TxClient<Client>,
  appointmentId: string,
  change: Change,
  occurredAt: string,
): Promise<void> {
  if (change.kind === 'saved') await upsertAppointmentFact(tx, change.facts, occurredAt);
  else if (change.kind === 'trainers') await setAppointmentTrainers(tx, appointmentId, change.trainerIds);
  else await deleteAppointmentFact(tx, appointmentId);
}
