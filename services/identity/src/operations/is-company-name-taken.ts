import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { companyNameTaken } from '../store/companies.ts';

export function isCompanyNameTaken(db: Db<Client>, name: string, exceptId?: string | null): Promise<boolean> {
  return db.tx((tx) => companyNameTaken(tx, name, exceptId));
}
