import type { TxClient } from '@takt/kit';
import type { PayloadOf, SchedulingEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { Attendance } from '../store/generated/client.ts';
import { findAppointment } from '../store/attendances.ts';
import { upsertAppointmentView } from '../store/read-model.ts';
import { moveConfirmed } from '../store/seats.ts';
import { fillPlaces } from './cancel-steps.ts';

/**
 * Follows a moved or resized appointment; its bookings stay. New places go to the waiting list,
 * first number first; a lower maximum removes nobody (the appointment is over capacity then).
 * The facts are complete, so an "updated" that overtakes "created" simply creates the row.
 */
export async function recordAppointmentUpdated(
  tx: TxClient<Client>,
  p: PayloadOf<typeof SchedulingEvents.AppointmentUpdated>,
): Promise<Attendance[]> {
  await upsertAppointmentView(tx, p);
  // A zero move locks the row, so promotions of one appointment run one after the other.
  const seats = await moveConfirmed(tx, p.appointmentId, 0);
  const appointment = await findAppointment(tx, p.appointmentId);
  if (!seats || !appointment || appointment.isCancelled) return [];
  return fillPlaces(tx, appointment, seats);
}
