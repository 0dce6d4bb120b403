import { isBuried, type TxClient } from '@takt/kit';
import type { PayloadOf, SchedulingEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { setAppointmentTrainers, upsertAppointmentView } from '../store/read-model.ts';
import type { BookingSettings } from '../settings.ts';
import { bookSeriesAttendees } from './extend-series.ts';

/**
 * Keeps booking's copy of an appointment's capacity, cost and schedule, in the inbox's
 * transaction; the running series of its date-time book their attendees on it. An appointment
 * deleted before its creation was handled (retried after a failure) stays gone; one whose newer
 * change came first keeps that change, and its series attendees are booked all the same.
 */
export async function recordAppointment(
  tx: TxClient<Client>,
  settings: BookingSettings,
  p: PayloadOf<typeof SchedulingEvents.AppointmentCreated>,
  occurredAt: string,
): Promise<void> {
  if (await isBuried(tx, 'appointment', p.appointmentId)) return;
  await upsertAppointmentView(tx, p, new Date(occurredAt));
  if (p.trainerIds) await setAppointmentTrainers(tx, p.appointmentId, p.trainerIds, new Date(occurredAt));
  if (p.dateTimeId) await bookSeriesAttendees(tx, settings, p.appointmentId, p.dateTimeId);
}
