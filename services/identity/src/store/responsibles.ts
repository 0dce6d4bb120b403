import type { TxClient } from '@takt/kit';
import { fullName } from '../domain/user-rules.ts';
import type { Client } from './client.ts';
import type { DepartmentResponsible, LocationResponsible } from './generated/client.ts';
import { usersById } from './staff.ts';

type Tx = TxClient<Client>;

/** Responsible rows with the responsible's full name. */
export async function withNames<T extends DepartmentResponsible | LocationResponsible>(
  tx: Tx,
  rows: T[],
): Promise<(T & { responsibleFullName: string })[]> {
  const users = await usersById(
    tx,
    rows.map((r) => r.responsibleId),
  );
  return rows.map((r) => {
    const u = users.get(r.responsibleId);
    return { ...r, responsibleFullName: u ? fullName(u) : '' };
  });
}

export async function departmentResponsiblesOf(tx: Tx, departmentId: string) {
  return withNames(tx, await tx.departmentResponsible.findMany({ where: { departmentId } }));
}

export async function locationResponsiblesOf(tx: Tx, locationId: string) {
  return withNames(tx, await tx.locationResponsible.findMany({ where: { locationId } }));
}
