import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { asPublicCompany } from './company-steps.ts';
import { logoOf } from '../store/company-settings.ts';

/** A company's logo bytes and type (public: the login page shows it). */
export async function getLogo(db: Db<Client>, companyId: string): Promise<{ logo: Uint8Array; logoContentType: string }> {
  const row = await asPublicCompany(db, companyId, (tx) => logoOf(tx));
  if (!row?.logo || !row.logoContentType) throw notFound('Logo');
  return { logo: row.logo, logoContentType: row.logoContentType };
}
