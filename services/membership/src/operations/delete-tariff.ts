import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { deleteTariffRow } from '../store/tariffs.ts';
import { requireTariff } from './tariff-steps.ts';

/** The tariff's costs per membership type go with it. */
export async function deleteTariff(db: Db<Client>, id: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    await requireTariff(tx, id);
    await deleteTariffRow(tx, id);
  });
  return { ok: true };
}
