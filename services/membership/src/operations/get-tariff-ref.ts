import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { TariffRefRow } from '../store/tariffs.ts';
import { requireTariffRef } from './tariff-steps.ts';

export const getTariffRef = (db: Db<Client>, id: string): Promise<TariffRefRow> => db.tx((tx) => requireTariffRef(tx, id));
