import { localDate, toDbDate, type TxClient } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { futureAppointmentIds, replaceAppointmentTrainers } from '../store/appointment-trainers.ts';
import { courseTrainersWhere } from '../store/course-trainers.ts';
import { trainerNames } from '../store/trainer-view.ts';

// Steps shared by the course-trainer and appointment-trainer operations and appointment generation.

/** The caller's local date when sent, else the company's today. */
export const todayOr = (clientLocalDate: string | undefined): string => clientLocalDate ?? localDate();

/** The date-time's trainers become the trainers of these of its appointments. */
export async function copyDateTimeTrainers(tx: TxClient<Client>, dateTimeId: string, appointmentIds: readonly string[]): Promise<void> {
  if (appointmentIds.length === 0) return;
  const trainers = await courseTrainersWhere(tx, { dateTimeId });
  if (trainers.length === 0) return;
  await replaceAppointmentTrainers(tx, appointmentIds, trainers);
}

/** Copies the date-time's trainers onto its uncancelled appointments from `fromDate` on; answers how many. */
export async function copyOntoFutureAppointments(tx: TxClient<Client>, dateTimeId: string, fromDate: string): Promise<number> {
  const ids = await futureAppointmentIds(tx, dateTimeId, toDbDate(fromDate));
  const trainers = await courseTrainersWhere(tx, { dateTimeId });
  await replaceAppointmentTrainers(tx, ids, trainers);
  return ids.length;
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
