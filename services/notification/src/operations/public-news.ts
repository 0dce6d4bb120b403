import { asTenant, type Db, type TxClient } from '@takt/kit';
import type { Client } from '../store/client.ts';

/**
 * An anonymous page's read in the company its path names. Notification keeps no list of
 * companies: an unknown company has no news, so it answers an empty list (decision 0058).
 */
export const asCompanyPage = <T>(db: Db<Client>, companyId: string, work: (tx: TxClient<Client>) => Promise<T>): Promise<T> =>
  asTenant(companyId, () => db.tx(work));
