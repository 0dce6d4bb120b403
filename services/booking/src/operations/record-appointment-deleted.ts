import { bury, type TxClient } from '@takt/kit';
import type { PayloadOf, SchedulingEvents } from '@takt/proto';
import { findLiveOfAppointment } from '../store/cancellations.ts';
import type { Client } from '../store/client.ts';
import { dropAppointmentView, markAppointmentCancelled } from '../store/read-model.ts';
import type { BookingSettings } from '../settings.ts';
import { cancelInTx } from './cancel-steps.ts';

/**
 * Scheduling deletes only appointments without confirmed bookings. A waiting list it does not
 * count may remain: those attendances are cancelled like an appointment's, and the copy then stays
 * (marked cancelled) so their history still names the appointment. Redelivery finds nothing left;
 * the id is buried, so a "created" or "updated" handled late does not bring it back.
 */
export async function recordAppointmentDeleted(
  tx: TxClient<Client>,
  settings: BookingSettings,
  p: PayloadOf<typeof SchedulingEvents.AppointmentDeleted>,
): Promise<void> {
  await bury(tx, 'appointment', p.appointmentId);
  for (const a of await findLiveOfAppointment(tx, p.appointmentId)) await cancelInTx(tx, settings, a, 'appointment', null);
  if (!(await dropAppointmentView(tx, p.appointmentId))) await markAppointmentCancelled(tx, p.appointmentId, new Date().toISOString());
}
