import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { departmentNames } from '../store/departments.ts';
import { asPublicCompany } from './company-steps.ts';

/** Ids and names of a company's departments for its public pages. */
export function getPublicDepartments(db: Db<Client>, companyId: string) {
  return asPublicCompany(db, companyId, (tx) => departmentNames(tx));
}
