import type { TxClient } from '@takt/kit';
import type { IdentityEvents, PayloadOf } from '@takt/proto';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

export const upsertTrainerView = async (tx: Tx, p: PayloadOf<typeof IdentityEvents.StaffUserSaved>): Promise<void> => {
  const data = { firstName: p.firstName, lastName: p.lastName, roles: p.roles, active: p.active, updatedAt: new Date() };
  await tx.trainerView.upsert({ where: { id: p.userId }, create: { id: p.userId, ...data }, update: data });
};

export const deleteTrainerView = async (tx: Tx, userId: string): Promise<void> => {
  await tx.trainerView.deleteMany({ where: { id: userId } });
};

/** The ids among `ids` the tenant of `tx` has as active staff. */
export async function assignableTrainers(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  const rows = await tx.trainerView.findMany({ where: { id: { in: [...ids] }, active: true }, select: { id: true } });
  return new Set(rows.map((r) => r.id));
}

/** "Last, First" per trainer id; an id identity has not announced (or deleted) answers ''. */
export async function trainerNames(tx: Tx, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await tx.trainerView.findMany({ where: { id: { in: [...new Set(ids)] } } });
  return new Map(rows.map((r) => [r.id, `${r.lastName}, ${r.firstName}`]));
}
