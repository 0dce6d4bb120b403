import type { Db } from '@takt/kit';
import { countryName } from '../domain/countries.ts';
import type { Client } from '../store/client.ts';
import { asPublicCompany } from '../store/companies.ts';

/** The public face of a company: name, place and whether it has a logo. */
export function getPublicCompany(db: Db<Client>, companyId: string) {
  return asPublicCompany(db, companyId, async (tx, c) => {
    const settings = await tx.companySettings.findFirst({ where: { companyId: c.id }, select: { logoContentType: true } });
    return {
      id: c.id,
      name: c.name,
      city: c.city,
      countryId: c.countryId,
      countryName: countryName(c.countryId) ?? c.countryId,
      hasLogo: !!settings?.logoContentType,
    };
  });
}
