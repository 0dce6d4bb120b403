import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { updateTariffRefRow, type TariffRefRow } from '../store/tariffs.ts';
import { assertTariffRefTargets, duplicateTariffRef, requireTariffRef, type TariffRefInput } from './tariff-steps.ts';

export function updateTariffRef(db: Db<Client>, id: string, input: TariffRefInput): Promise<TariffRefRow> {
  return db
    .tx(async (tx) => {
      await requireTariffRef(tx, id);
      await assertTariffRefTargets(tx, input);
      return updateTariffRefRow(tx, id, input);
    })
    .catch((err: unknown) => {
      throw duplicateTariffRef(err);
    });
}
