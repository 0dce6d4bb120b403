import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { locationsInOrder } from '../store/locations.ts';
import { asPublicCompany } from './company-steps.ts';
import { toPublicLocationDto } from '../store/location-details.ts';

/** Public pages (registration, calendar, QR codes): active locations of one company, public fields only. */
export function getPublicLocations(db: Db<Client>, companyId: string) {
  return asPublicCompany(db, companyId, async (tx, company) => {
    const rows = await locationsInOrder(tx, { activeOnly: true });
    return rows.map((l) => toPublicLocationDto(l, company.name));
  });
}
