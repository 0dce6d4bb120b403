import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { Tariff } from '../store/generated/client.ts';
import { allTariffs } from '../store/tariffs.ts';

export const getAllTariffs = (db: Db<Client>): Promise<Tariff[]> => db.tx((tx) => allTariffs(tx));
