import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { companyOfLocation, findActiveLocation } from '../store/locations.ts';
import { asPublicCompany } from './company-steps.ts';
import { publicFace } from './get-public-company.ts';

/** The public membership application starts from a location: its company's public face and SEPA creditor. */
export async function getCompanyByLocation(db: Db<Client>, locationId: string) {
  const companyId = await db.system((tx) => companyOfLocation(tx, locationId));
  if (!companyId) throw notFound('Location');
  return asPublicCompany(db, companyId, async (tx, c) => {
    const location = await findActiveLocation(tx, locationId);
    if (!location) throw notFound('Location');
    return {
      ...(await publicFace(tx, c)),
      creditorIdentifier: c.creditorIdentifier,
      locationId: location.id,
      locationName: location.name,
    };
  });
}
