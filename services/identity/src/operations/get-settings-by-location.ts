import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { getSettings } from './get-settings.ts';

/** The public settings of the company an active location belongs to. */
export async function getSettingsByLocation(db: Db<Client>, locationId: string) {
  const owner = await db.system((tx) => tx.location.findFirst({ where: { id: locationId, active: true }, select: { companyId: true } }));
  if (!owner) throw notFound('Location');
  return getSettings(db, owner.companyId, true);
}
