import { NotYet, type TxClient } from '@takt/kit';
import type { PayloadOf, SchedulingEvents } from '@takt/proto';
import { findLiveOfAppointment } from '../store/cancellations.ts';
import type { Client } from '../store/client.ts';
import { markAppointmentCancelled } from '../store/read-model.ts';
import type { BookingSettings } from '../settings.ts';
import { cancelInTx } from './cancel-steps.ts';

/**
 * Marks the appointment cancelled and cancels its live attendances (each with its event), in the
 * inbox's transaction; a redelivery finds none live and changes nothing. The two subjects are
 * consumed independently, so "cancelled" may arrive before "created": throwing lets kit
 * redeliver it with backoff until the row exists.
 */
export async function recordAppointmentCancelled(
  tx: TxClient<Client>,
  settings: BookingSettings,
  p: PayloadOf<typeof SchedulingEvents.AppointmentCancelled>,
): Promise<void> {
  const count = await markAppointmentCancelled(tx, p.appointmentId, p.canceledDate);
  if (count === 0) throw new NotYet(`appointment ${p.appointmentId} not in the read model yet`);
  for (const a of await findLiveOfAppointment(tx, p.appointmentId)) await cancelInTx(tx, settings, a, 'appointment', null);
}
