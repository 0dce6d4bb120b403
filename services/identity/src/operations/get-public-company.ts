import type { Db, TxClient } from '@takt/kit';
import { countryName } from '../domain/countries.ts';
import type { Client } from '../store/client.ts';
import { asPublicCompany } from './company-steps.ts';
import { hasLogo } from '../store/company-settings.ts';
import type { Company } from '../store/generated/client.ts';

/** The public face of a company: name, place and whether it has a logo. */
export async function publicFace(tx: TxClient<Client>, c: Company) {
  return {
    id: c.id,
    name: c.name,
    city: c.city,
    countryId: c.countryId,
    countryName: countryName(c.countryId) ?? c.countryId,
    hasLogo: await hasLogo(tx, c.id),
  };
}

export function getPublicCompany(db: Db<Client>, companyId: string) {
  return asPublicCompany(db, companyId, publicFace);
}
