import { fromDbDate, toDbDate, type TxClient } from '@takt/kit';
import type { AvailabilityInput } from '@takt/proto';
import type { TrainerRule } from '../domain/trainer-availability.ts';
import type { Client } from './client.ts';
import type { TrainerAvailability } from './generated/client.ts';

type Tx = TxClient<Client>;

const columns = (b: AvailabilityInput) => ({
  ...b,
  name: b.name ?? null,
  text: b.text ?? null,
  periodValues: b.periodValues ?? null,
  dateFrom: toDbDate(b.dateFrom),
  dateTill: toDbDate(b.dateTill),
});

export const insertAvailability = (tx: Tx, id: string, b: AvailabilityInput, creatorId: string): Promise<TrainerAvailability> =>
  tx.trainerAvailability.create({ data: { id, creatorId, ...columns(b) } });
export const findAvailability = (tx: Tx, id: string): Promise<TrainerAvailability | null> =>
  tx.trainerAvailability.findFirst({ where: { id } });
export const updateAvailabilityRow = (tx: Tx, id: string, b: AvailabilityInput): Promise<TrainerAvailability> =>
  tx.trainerAvailability.update({ where: { id }, data: columns(b) });
export const deleteAvailabilityRow = async (tx: Tx, id: string): Promise<void> => {
  await tx.trainerAvailability.delete({ where: { id } });
};

export const availabilitiesOf = (tx: Tx, trainerIds: readonly string[]): Promise<TrainerAvailability[]> =>
  tx.trainerAvailability.findMany({
    where: { trainerId: { in: [...trainerIds] } },
    orderBy: [{ dateFrom: 'asc' }, { timeFrom: 'asc' }],
  });

/** Every company's availabilities and absences (the backfill, system mode). */
export const everyAvailability = (tx: Tx): Promise<TrainerAvailability[]> =>
  tx.trainerAvailability.findMany({ orderBy: [{ companyId: 'asc' }, { id: 'asc' }] });

/** An availability as the pure rules read it. */
export const availabilityRule = (a: TrainerAvailability): TrainerRule => ({
  ...a,
  dateFrom: fromDbDate(a.dateFrom),
  dateTill: fromDbDate(a.dateTill),
});
