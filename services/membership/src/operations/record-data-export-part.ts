import type { TxClient } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { setDataExportPart } from '../store/data-exports.ts';

/** One service answered an export; a redelivered answer writes the same part again. */
export function recordDataExportPart(tx: TxClient<Client>, service: string, p: { exportId: string; data: unknown }): Promise<void> {
  return setDataExportPart(tx, p.exportId, service, p.data);
}
