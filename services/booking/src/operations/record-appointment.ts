import type { TxClient } from '@takt/kit';
import type { PayloadOf, SchedulingEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { upsertAppointmentView } from '../store/read-model.ts';

/** Keeps booking's copy of an appointment's capacity, cost and schedule, in the inbox's transaction. */
export function recordAppointment(tx: TxClient<Client>, p: PayloadOf<typeof SchedulingEvents.AppointmentCreated>): Promise<void> {
  return upsertAppointmentView(tx, p);
}
