import type { TxClient } from '@takt/kit';
import type { PayloadOf, SchedulingEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { markAppointmentCancelled } from '../store/read-model.ts';

/**
 * Marks the appointment cancelled. The two subjects are consumed independently, so "cancelled"
 * may arrive before "created": throwing lets kit redeliver it with backoff until the row exists.
 */
export async function recordAppointmentCancelled(
  tx: TxClient<Client>,
  p: PayloadOf<typeof SchedulingEvents.AppointmentCancelled>,
): Promise<void> {
  const count = await markAppointmentCancelled(tx, p.appointmentId, p.canceledDate);
  if (count === 0) throw new Error(`appointment ${p.appointmentId} not in the read model yet`);
}
