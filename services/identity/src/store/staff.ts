import { notFound, type TxClient } from '@takt/kit';
import { Authority } from '@takt/proto';
import type { Client } from './client.ts';

/** Authorities that make a user staff: only staff can be location employees or responsibles. */
const STAFF_AUTHORITIES: string[] = [Authority.Admin, Authority.Manager, Authority.Employee, Authority.Trainer];

export interface StaffMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  authorities: string[];
  active: boolean;
}

/** Users of the current tenant by id (deleted ones included, so old links still show a name). */
export async function usersById(tx: TxClient<Client>, ids: readonly string[]): Promise<Map<string, StaffMember>> {
  if (!ids.length) return new Map();
  const rows = await tx.user.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: { id: true, firstName: true, lastName: true, email: true, authorities: true, active: true },
  });
  return new Map(rows.map((r) => [r.id, r]));
}

/** Fails with 404 unless every id is a staff member of the current tenant that is not deleted. */
export async function requireStaff(tx: TxClient<Client>, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const unique = [...new Set(ids)];
  const found = await tx.user.count({ where: { id: { in: unique }, deletedDate: null, authorities: { hasSome: STAFF_AUTHORITIES } } });
  if (found !== unique.length) throw notFound('Employee');
}
