import type { Db } from '@takt/kit';
import { NON_PAGED_LIMIT } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { asPublicCompany } from '../store/companies.ts';
import { DEPARTMENT_ORDER } from '../store/department-details.ts';

/** Ids and names of a company's departments for its public pages. */
export function getPublicDepartments(db: Db<Client>, companyId: string) {
  return asPublicCompany(db, companyId, (tx) =>
    tx.department.findMany({ orderBy: DEPARTMENT_ORDER, take: NON_PAGED_LIMIT, select: { id: true, name: true } }),
  );
}
