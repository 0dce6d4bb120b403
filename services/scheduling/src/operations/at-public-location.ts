import { notFound, type Db, type TxClient } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { companyOfLocation } from '../store/location-view.ts';
import { asPublicCompany } from './as-public-company.ts';

/**
 * Anonymous work at a location (a QR code names only the location): its company, from
 * scheduling's copy of identity's locations, becomes the tenant, so nothing of another company is
 * read. An unknown location answers 404.
 */
export async function atPublicLocation<T>(db: Db<Client>, locationId: string, work: (tx: TxClient<Client>) => Promise<T>): Promise<T> {
  const companyId = await db.system((tx) => companyOfLocation(tx, locationId));
  if (!companyId) throw notFound('Location');
  return asPublicCompany(db, companyId, work);
}
