import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { tariffRefsOf, type TariffRefRow } from '../store/tariffs.ts';

/** The costs per membership type of one tariff, or of all. */
export const getAllTariffRefs = (db: Db<Client>, tariffId?: string): Promise<TariffRefRow[]> => db.tx((tx) => tariffRefsOf(tx, tariffId));
