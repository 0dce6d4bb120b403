import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { liveCompany } from './company-steps.ts';
import type { Company } from '../store/generated/client.ts';

/** The company, or 404 once it is deleted. */
export function getCompany(db: Db<Client>, companyId: string): Promise<Company> {
  return db.tx((tx) => liveCompany(tx, companyId));
}
