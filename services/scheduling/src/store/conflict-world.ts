import { fromDbDate, toDbDate, type TxClient } from '@takt/kit';
import type { Slot } from '../domain/conflicts.ts';
import type { Client } from './client.ts';
import type { Appointment } from './generated/client.ts';
import { appointmentTrainersOf } from './appointment-trainers.ts';

type Tx = TxClient<Client>;

/** At most this many future appointments are checked in one call. */
export const CONFLICT_SCAN_LIMIT = 2000;

/** Uncancelled appointments from the local moment on (those of today that have not started yet included). */
export const uncancelledFrom = (tx: Tx, date: string, time: string, located: object) =>
  tx.appointment.findMany({
    where: {
      isCancelled: false,
      AND: [located, { OR: [{ date: { gt: toDbDate(date) } }, { date: toDbDate(date), timeFrom: { gte: time } }] }],
    },
    orderBy: [{ date: 'asc' }, { timeFrom: 'asc' }],
    take: CONFLICT_SCAN_LIMIT,
  });

export const appointmentsByIds = (tx: Tx, ids: readonly string[]) => tx.appointment.findMany({ where: { id: { in: [...ids] } } });

/** Uncancelled appointments on these dates, anywhere in the company. */
export const uncancelledOn = (tx: Tx, dates: readonly string[]) =>
  tx.appointment.findMany({ where: { isCancelled: false, date: { in: [...new Set(dates)].map(toDbDate) } } });

/** Appointment rows as the conflict rules read them, with their trainers. */
export async function slotsOf(tx: Tx, rows: readonly Appointment[]): Promise<Slot[]> {
  const trainers = await appointmentTrainersOf(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((a) => ({
    id: a.id,
    date: fromDbDate(a.date),
    timeFrom: a.timeFrom,
    timeTill: a.timeTill,
    roomId: a.roomId,
    isCancelled: a.isCancelled,
    maxAttendees: a.maxAttendees,
    bookedCount: a.bookedCount,
    trainerIds: trainers.filter((t) => t.appointmentId === a.id).map((t) => t.trainerId),
  }));
}

export const roomsByIds = (tx: Tx, ids: readonly (string | null)[]) =>
  tx.room.findMany({
    where: { id: { in: ids.filter((id): id is string => id !== null) } },
    select: { id: true, name: true, capacity: true, locationId: true },
  });
