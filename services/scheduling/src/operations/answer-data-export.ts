import type { TxClient } from '@takt/kit';
import type { GdprEvents, PayloadOf } from '@takt/proto';
import { publishDataExportPart } from '../events/gdpr.ts';
import type { Client } from '../store/client.ts';
import { personRowsOf } from '../store/person-data.ts';

/** Scheduling's part of a member's export; without a login it holds nothing about them. */
export async function answerDataExport(tx: TxClient<Client>, p: PayloadOf<typeof GdprEvents.DataExportRequested>): Promise<void> {
  await publishDataExportPart(tx, p.exportId, p.applicationUserId ? await personRowsOf(tx, p.applicationUserId) : {});
}
