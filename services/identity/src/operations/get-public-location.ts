import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { asPublicCompany } from '../store/companies.ts';
import { toPublicLocationDto } from '../store/location-details.ts';

/** One active location by id alone: find its company, then read inside that tenant. */
export async function getPublicLocation(db: Db<Client>, id: string) {
  const owner = await db.system((tx) => tx.location.findFirst({ where: { id }, select: { companyId: true } }));
  if (!owner) throw notFound('Location');
  return asPublicCompany(db, owner.companyId, async (tx, company) => {
    const row = await tx.location.findFirst({ where: { id, active: true } });
    if (!row) throw notFound('Location');
    return toPublicLocationDto(row, company.name);
  });
}
