import { isBuried, type TxClient } from '@takt/kit';
import type { PayloadOf, SchedulingEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { AppointmentView, Attendance } from '../store/generated/client.ts';
import { publishAttendancesRescheduled } from '../events/attendance-changed.ts';
import { findLiveOfAppointment } from '../store/cancellations.ts';
import { attendeesByIds, findAppointment } from '../store/attendances.ts';
import { setAppointmentTrainers, upsertAppointmentView } from '../store/read-model.ts';
import { moveConfirmed } from '../store/seats.ts';
import { fillPlaces } from './cancel-steps.ts';
import type { BookingSettings } from '../settings.ts';

/**
 * Follows a moved or resized appointment; its bookings stay. New places go to the waiting list,
 * first number first (promoted or offered, as the company chose); a lower maximum removes nobody (the appointment is over capacity then).
 * The facts are complete, so an "updated" that overtakes "created" simply creates the row; one
 * handled after a newer change, or after the deletion, changes nothing and tells nobody.
 */
export async function recordAppointmentUpdated(
  tx: TxClient<Client>,
  settings: BookingSettings,
  p: PayloadOf<typeof SchedulingEvents.AppointmentUpdated>,
  occurredAt: string,
): Promise<Attendance[]> {
  if (await isBuried(tx, 'appointment', p.appointmentId)) return [];
  const before = await findAppointment(tx, p.appointmentId);
  const written = await upsertAppointmentView(tx, p, new Date(occurredAt));
  if (p.trainerIds) await setAppointmentTrainers(tx, p.appointmentId, p.trainerIds, new Date(occurredAt));
  if (!written) return [];
  if (p.notify && before && movedFrom(before, p)) await tellBooked(tx, p.appointmentId, before);
  // A zero move locks the row, so promotions of one appointment run one after the other.
  const seats = await moveConfirmed(tx, p.appointmentId, 0);
  const appointment = await findAppointment(tx, p.appointmentId);
  if (!seats || !appointment || appointment.isCancelled) return [];
  return fillPlaces(tx, appointment, seats, settings.BOOKING_TIME_ZONE);
}

const movedFrom = (before: AppointmentView, p: PayloadOf<typeof SchedulingEvents.AppointmentUpdated>) =>
  before.date.toISOString().slice(0, 10) !== p.date || before.timeFrom !== p.timeFrom;

/** A redelivery finds the row already moved (no change), so members are told once. */
async function tellBooked(tx: TxClient<Client>, appointmentId: string, before: AppointmentView): Promise<void> {
  const [appointment, live] = await Promise.all([findAppointment(tx, appointmentId), findLiveOfAppointment(tx, appointmentId)]);
  const attendees = await attendeesByIds(
    tx,
    live.map((a) => a.attendeeId),
  );
  await publishAttendancesRescheduled(tx, live, appointment!, attendees, before);
}
