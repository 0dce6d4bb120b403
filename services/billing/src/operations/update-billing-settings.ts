import type { Db } from '@takt/kit';
import type { BillingSettings, UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { writeSettings } from '../store/settings.ts';

export const updateBillingSettings = (db: Db<Client>, caller: UserCaller, input: BillingSettings): Promise<BillingSettings> =>
  db.tx((tx) => writeSettings(tx, caller.companyId, input));
