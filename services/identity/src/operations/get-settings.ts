import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { asPublicCompany } from './company-steps.ts';
import { findSettings, toSettingsDto } from '../store/company-settings.ts';

/** A company's settings; `publicly` reads them for an anonymous page (only while the company is live). */
export async function getSettings(db: Db<Client>, companyId: string, publicly = false) {
  if (publicly) return asPublicCompany(db, companyId, async (tx) => toSettingsDto(await findSettings(tx), companyId));
  return toSettingsDto(await db.tx((tx) => findSettings(tx)), companyId);
}
