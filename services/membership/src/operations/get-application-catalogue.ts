import { localDate, type Db } from '@takt/kit';
import { applicationCatalogue, type ApplicationCataloguePart, type ApplicationCatalogueRows } from '../store/application-catalogue.ts';
import type { Client } from '../store/client.ts';
import { asPublicCompany } from './application-steps.ts';

/** One part of a company's catalogue for the public application (active entries; an unknown company has none). */
export function getApplicationCatalogue<P extends ApplicationCataloguePart>(
  db: Db<Client>,
  companyId: string,
  part: P,
): Promise<ApplicationCatalogueRows[P]> {
  const today = localDate(new Date());
  return asPublicCompany(db, companyId, (tx) => applicationCatalogue(tx, part, today));
}
