import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { companyOfLocation, findActiveLocation } from '../store/locations.ts';
import { asPublicCompany } from './company-steps.ts';
import { toPublicLocationDto } from '../store/location-details.ts';

/** One active location by id alone: find its company, then read inside that tenant. */
export async function getPublicLocation(db: Db<Client>, id: string) {
  const companyId = await db.system((tx) => companyOfLocation(tx, id));
  if (!companyId) throw notFound('Location');
  return asPublicCompany(db, companyId, async (tx, company) => {
    const row = await findActiveLocation(tx, id);
    if (!row) throw notFound('Location');
    return toPublicLocationDto(row, company.name);
  });
}
