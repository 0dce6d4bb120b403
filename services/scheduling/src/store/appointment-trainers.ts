import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import type { AppointmentTrainer } from './generated/client.ts';

type Tx = TxClient<Client>;
export type TrainerAssignment = { trainerId: string; isSubstitute: boolean };
export type TrainerSummary = { trainerIds: string[]; trainerFullNames: string };

export const appointmentTrainersOf = (tx: Tx, appointmentIds: readonly string[]): Promise<AppointmentTrainer[]> =>
  tx.appointmentTrainer.findMany({ where: { appointmentId: { in: [...appointmentIds] } }, orderBy: { createdDate: 'asc' } });

/** Each appointment's trainer ids (none: an empty list), as the appointment events carry them. */
export async function trainerIdsOf(tx: Tx, appointmentIds: readonly string[]): Promise<Map<string, string[]>> {
  const rows = await appointmentTrainersOf(tx, appointmentIds);
  const out = new Map<string, string[]>(appointmentIds.map((id) => [id, []]));
  for (const r of rows) out.get(r.appointmentId)?.push(r.trainerId);
  return out;
}

/** Every appointment that has trainers, with them, across companies (the backfill runs in system mode). */
export async function everyAppointmentTrainers(tx: Tx): Promise<Map<string, { companyId: string; trainerIds: string[] }>> {
  const rows = await tx.appointmentTrainer.findMany({ orderBy: { createdDate: 'asc' } });
  const out = new Map<string, { companyId: string; trainerIds: string[] }>();
  for (const r of rows) {
    const entry = out.get(r.appointmentId) ?? { companyId: r.companyId, trainerIds: [] };
    entry.trainerIds.push(r.trainerId);
    out.set(r.appointmentId, entry);
  }
  return out;
}

export const findAppointmentTrainer = (tx: Tx, id: string): Promise<AppointmentTrainer | null> =>
  tx.appointmentTrainer.findFirst({ where: { id } });
export const updateAppointmentTrainerRow = (tx: Tx, id: string, data: TrainerAssignment): Promise<AppointmentTrainer> =>
  tx.appointmentTrainer.update({ where: { id }, data });
export const deleteAppointmentTrainerRow = async (tx: Tx, id: string): Promise<void> => {
  await tx.appointmentTrainer.delete({ where: { id } });
};

/** Each of the appointments gets exactly these trainers. */
export async function replaceAppointmentTrainers(tx: Tx, appointmentIds: readonly string[], trainers: readonly TrainerAssignment[]) {
  await tx.appointmentTrainer.deleteMany({ where: { appointmentId: { in: [...appointmentIds] } } });
  await tx.appointmentTrainer.createMany({
    data: appointmentIds.flatMap((appointmentId) =>
      trainers.map((t) => ({ id: randomUUID(), appointmentId, trainerId: t.trainerId, isSubstitute: t.isSubstitute })),
    ),
    skipDuplicates: true,
  });
}

/** The date-time's future uncancelled appointments (from `fromDate` on). */
export const futureAppointmentIds = async (tx: Tx, dateTimeId: string, fromDate: Date): Promise<string[]> =>
  (await tx.appointment.findMany({ where: { dateTimeId, isCancelled: false, date: { gte: fromDate } }, select: { id: true } })).map(
    (a) => a.id,
  );

/** Trainer ids and "Last, First; …" per appointment, for the appointment responses. */
export async function trainerSummaries(tx: Tx, appointmentIds: readonly string[]): Promise<Map<string, TrainerSummary>> {
  const rows = await appointmentTrainersOf(tx, appointmentIds);
  const views = await tx.trainerView.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.trainerId))] } } });
  const names = new Map(views.map((v) => [v.id, `${v.lastName}, ${v.firstName}`]));
  const out = new Map<string, TrainerSummary>();
  for (const id of appointmentIds) {
    const mine = rows.filter((r) => r.appointmentId === id);
    out.set(id, {
      trainerIds: mine.map((r) => r.trainerId),
      trainerFullNames: mine
        .map((r) => names.get(r.trainerId) ?? '')
        .filter(Boolean)
        .join('; '),
    });
  }
  return out;
}

/** Appointment rows with their trainerIds and trainerFullNames. */
export async function withTrainerSummaries<R extends { id: string }>(tx: Tx, rows: R[]): Promise<(R & TrainerSummary)[]> {
  const summaries = await trainerSummaries(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, ...(summaries.get(r.id) ?? { trainerIds: [], trainerFullNames: '' }) }));
}
