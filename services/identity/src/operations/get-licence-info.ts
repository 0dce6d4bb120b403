import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { licenceInfo, type LicenceInfo } from '../store/licences.ts';

export function getLicenceInfo(db: Db<Client>): Promise<LicenceInfo> {
  return db.tx((tx) => licenceInfo(tx));
}
