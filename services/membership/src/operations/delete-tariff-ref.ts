import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { deleteTariffRefRow } from '../store/tariffs.ts';
import { requireTariffRef } from './tariff-steps.ts';

export async function deleteTariffRef(db: Db<Client>, id: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    await requireTariffRef(tx, id);
    await deleteTariffRefRow(tx, id);
  });
  return { ok: true };
}
