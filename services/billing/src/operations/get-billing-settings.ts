import type { Db } from '@takt/kit';
import type { BillingSettings } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { readSettings } from '../store/settings.ts';

export const getBillingSettings = (db: Db<Client>): Promise<BillingSettings> => db.tx((tx) => readSettings(tx));
