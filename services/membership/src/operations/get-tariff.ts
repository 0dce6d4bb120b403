import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { Tariff } from '../store/generated/client.ts';
import { requireTariff } from './tariff-steps.ts';

export const getTariff = (db: Db<Client>, id: string): Promise<Tariff> => db.tx((tx) => requireTariff(tx, id));
