import type { Db } from '@takt/kit';
import { NON_PAGED_LIMIT } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { asPublicCompany } from '../store/companies.ts';
import { LOCATION_ORDER, toPublicLocationDto } from '../store/location-details.ts';

/** Public pages (registration, calendar, QR codes): active locations of one company, public fields only. */
export function getPublicLocations(db: Db<Client>, companyId: string) {
  return asPublicCompany(db, companyId, async (tx, company) => {
    const rows = await tx.location.findMany({ where: { active: true }, orderBy: LOCATION_ORDER, take: NON_PAGED_LIMIT });
    return rows.map((l) => toPublicLocationDto(l, company.name));
  });
}
