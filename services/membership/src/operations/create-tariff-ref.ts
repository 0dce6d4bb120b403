import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { insertTariffRef } from '../store/tariffs.ts';
import { assertTariffRefTargets, duplicateTariffRef, type TariffRefInput } from './tariff-steps.ts';

export function createTariffRef(db: Db<Client>, input: TariffRefInput): Promise<{ id: string }> {
  return db
    .tx(async (tx) => {
      await assertTariffRefTargets(tx, input);
      return { id: (await insertTariffRef(tx, input)).id };
    })
    .catch((err: unknown) => {
      throw duplicateTariffRef(err);
    });
}
