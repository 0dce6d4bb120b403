import { bury, isBuried, NotYet, type TxClient } from '@takt/kit';
import {
  deleteAppointmentFact,
  setAppointmentTrainers,
  upsertAppointmentFact,
  type AppointmentFactInput,
} from '../store/appointment-facts.ts';
import type { Client } from '../store/client.ts';

type Change = { kind: 'saved'; facts: AppointmentFactInput } | { kind: 'trainers'; trainerIds: string[] } | { kind: 'deleted' };

/**
 * An appointment created, updated, given trainers or deleted (scheduling's events). An event
 * retried after a failure is handled after newer ones (decision 0077): a deleted appointment is
 * buried, so a late one does not bring it back into the report; trainers told before the
 * appointment wait for it, or its older creation would put back the old trainers.
 */
export async function recordAppointmentFact(
  tx: TxClient<Client>,
  appointmentId: string,
  change: Change,
  occurredAt: string,
): Promise<void> {
  if (change.kind === 'deleted') {
    await deleteAppointmentFact(tx, appointmentId);
    return bury(tx, 'appointment', appointmentId);
  }
  if (await isBuried(tx, 'appointment', appointmentId)) return;
  if (change.kind === 'saved') return upsertAppointmentFact(tx, change.facts, occurredAt);
  if (!(await setAppointmentTrainers(tx, appointmentId, change.trainerIds, occurredAt)))
    throw new NotYet(`appointment ${appointmentId} not in the read model yet`);
}
