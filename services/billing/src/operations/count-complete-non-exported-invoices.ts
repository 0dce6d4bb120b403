import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { countToExport } from '../store/exports.ts';

export const countCompleteNonExportedInvoices = async (db: Db<Client>): Promise<{ count: number }> => ({
  count: await db.tx((tx) => countToExport(tx)),
});
