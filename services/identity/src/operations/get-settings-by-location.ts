import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { companyOfLocation } from '../store/locations.ts';
import { getSettings } from './get-settings.ts';

/** The public settings of the company an active location belongs to. */
export async function getSettingsByLocation(db: Db<Client>, locationId: string) {
  const companyId = await db.system((tx) => companyOfLocation(tx, locationId, true));
  if (!companyId) throw notFound('Location');
  return getSettings(db, companyId, true);
}
