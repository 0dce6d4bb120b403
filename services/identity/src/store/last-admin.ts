import { lockUntilCommit, type TxClient } from '@takt/kit';
import { Authority } from '@takt/proto';
import type { Client } from './client.ts';

/** Serialises admin changes per company until the transaction ends. */
export async function lockAdmins(tx: TxClient<Client>, companyId: string): Promise<void> {
  await lockUntilCommit(tx, `admins:${companyId}`);
}

/** Active, not deleted admins of the current tenant other than `exceptId`. */
export function countOtherActiveAdmins(tx: TxClient<Client>, exceptId: string): Promise<number> {
  return tx.user.count({ where: { id: { not: exceptId }, active: true, deletedDate: null, authorities: { has: Authority.Admin } } });
}
