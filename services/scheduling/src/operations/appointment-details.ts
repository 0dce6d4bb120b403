import { DEFAULT_TIME_ZONE, fromDbDate, type TxClient } from '@takt/kit';
import { wallClockAt } from '@takt/proto';
import { appointmentState } from '../domain/appointment-state.ts';
import { upcomingWhere } from '../store/appointments.ts';
import { withAppointmentNames, type AppointmentWithNames } from '../store/appointment-details.ts';
import { withTrainerSummaries, type TrainerSummary } from '../store/appointment-trainers.ts';
import type { Client } from '../store/client.ts';
import type { Appointment } from '../store/generated/client.ts';

export type AppointmentDetail = AppointmentWithNames & TrainerSummary & { isFull: boolean; isOverCapacity: boolean; isPassed: boolean };

/** Appointments as the API answers them: names of course, location, room and trainers, and the derived values. */
export async function appointmentDetails(tx: TxClient<Client>, rows: Appointment[]): Promise<AppointmentDetail[]> {
  const now = wallClockAt(new Date(), DEFAULT_TIME_ZONE);
  const named = await withTrainerSummaries(tx, await withAppointmentNames(tx, rows));
  return named.map((a) => ({ ...a, ...appointmentState({ ...a, date: fromDbDate(a.date) }, now) }));
}

export const appointmentDetail = async (tx: TxClient<Client>, row: Appointment): Promise<AppointmentDetail> =>
  (await appointmentDetails(tx, [row]))[0]!;

/** The list condition of appointments still to come, as of now in the studio's zone. */
export function upcomingNow() {
  const now = wallClockAt(new Date(), DEFAULT_TIME_ZONE);
  return upcomingWhere(now.date, now.time);
}
