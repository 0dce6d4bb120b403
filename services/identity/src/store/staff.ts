import type { TxClient } from '@takt/kit';
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

/** How many of the ids (without repeats) name staff members of the current tenant that are not deleted. */
export function countLiveStaff(tx: TxClient<Client>, ids: readonly string[]): Promise<number> {
  return tx.user.count({ where: { id: { in: [...ids] }, deletedDate: null, authorities: { hasSome: STAFF_AUTHORITIES } } });
}

/** Every company's staff that is not deleted (system mode: the one-off backfill announces them all). */
export function staffOfAllCompanies(tx: TxClient<Client>) {
  return tx.user.findMany({
    where: { deletedDate: null, authorities: { hasSome: STAFF_AUTHORITIES } },
    select: { id: true, companyId: true, firstName: true, lastName: true, authorities: true, active: true },
    orderBy: [{ companyId: 'asc' }, { createdDate: 'asc' }],
  });
}

/**
 * The company's staff for an Excel export of the employees template: admins are left out, the
 * template has no admin role (an import cannot create one either).
 */
export function employeesForExcel(tx: TxClient<Client>, limit: number) {
  return tx.user.findMany({
    where: {
      deletedDate: null,
      authorities: { hasSome: [Authority.Manager, Authority.Employee, Authority.Trainer] },
      NOT: { authorities: { has: Authority.Admin } },
    },
    select: { salutation: true, firstName: true, lastName: true, email: true, phone: true, userName: true, authorities: true },
    orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }],
    take: limit,
  });
}
