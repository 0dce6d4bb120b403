import { localDate, toDbDate, type TxClient } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { publishAppointmentTrainersChanged } from '../events/appointment-created.ts';
import { futureAppointmentIds, replaceAppointmentTrainers, trainerIdsOf } from '../store/appointment-trainers.ts';
import { courseTrainersWhere } from '../store/course-trainers.ts';
import { trainerNames } from '../store/trainer-view.ts';

// Steps shared by the course-trainer and appointment-trainer operations and appointment generation.

/** The caller's local date when sent, else the company's today. */
export const todayOr = (clientLocalDate: string | undefined): string => clientLocalDate ?? localDate();

/**
 * The date-time's trainers become the trainers of these of its new appointments; answers each
 * one's trainer ids for its created event.
 */
export async function copyDateTimeTrainers(
  tx: TxClient<Client>,
  dateTimeId: string,
  appointmentIds: readonly string[],
): Promise<Map<string, string[]>> {
  const trainers = appointmentIds.length ? await courseTrainersWhere(tx, { dateTimeId }) : [];
  if (trainers.length) await replaceAppointmentTrainers(tx, appointmentIds, trainers);
  return trainerIdsOf(tx, appointmentIds);
}

/** Copies the date-time's trainers onto its uncancelled appointments from `fromDate` on and announces them; answers how many. */
export async function copyOntoFutureAppointments(tx: TxClient<Client>, dateTimeId: string, fromDate: string): Promise<number> {
  const ids = await futureAppointmentIds(tx, dateTimeId, toDbDate(fromDate));
  const trainers = await courseTrainersWhere(tx, { dateTimeId });
  await replaceAppointmentTrainers(tx, ids, trainers);
  await announceAppointmentTrainers(tx, ids);
  return ids.length;
}

/** Tells other services the appointments' trainers after a change (booking lists attendances per trainer). */
export async function announceAppointmentTrainers(tx: TxClient<Client>, appointmentIds: readonly string[]): Promise<void> {
  if (appointmentIds.length) await publishAppointmentTrainersChanged(tx, await trainerIdsOf(tx, appointmentIds));
}

/** Rows with the trainer's "Last, First" added. */
export async function withTrainerNames<R extends { trainerId: string }>(
  tx: TxClient<Client>,
  rows: R[],
): Promise<(R & { trainerFullName: string })[]> {
  const names = await trainerNames(
    tx,
    rows.map((r) => r.trainerId),
  );
  return rows.map((r) => ({ ...r, trainerFullName: names.get(r.trainerId) ?? '' }));
}
