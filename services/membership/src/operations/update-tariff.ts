import type { Db } from '@takt/kit';
import type { BodyOf, membershipContracts } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { Tariff } from '../store/generated/client.ts';
import { updateTariffRow } from '../store/tariffs.ts';
import { requireTariff } from './tariff-steps.ts';

export function updateTariff(db: Db<Client>, id: string, input: BodyOf<typeof membershipContracts.updateTariff>): Promise<Tariff> {
  return db.tx(async (tx) => {
    await requireTariff(tx, id);
    return updateTariffRow(tx, id, { name: input.name, tariffName: input.tariffName ?? null });
  });
}
