import { asTenant, type Db, type TxClient } from '@takt/kit';
import type { Client } from '../store/client.ts';

/**
 * Runs an anonymous company page's read in that company's tenant. Scheduling keeps no company
 * table: an unknown company simply has no rows.
 */
export function asPublicCompany<T>(db: Db<Client>, companyId: string, work: (tx: TxClient<Client>) => Promise<T>): Promise<T> {
  return asTenant(companyId, () => db.tx(work));
}
