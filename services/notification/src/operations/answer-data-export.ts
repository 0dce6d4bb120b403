import type { TxClient } from '@takt/kit';
import type { GdprEvents, PayloadOf } from '@takt/proto';
import { publishDataExportPart } from '../events/gdpr.ts';
import type { Client } from '../store/client.ts';
import { personRowsOf } from '../store/person-data.ts';

/** Notification's part of a member's export: the bell's messages; without a login there are none. */
export async function answerDataExport(tx: TxClient<Client>, p: PayloadOf<typeof GdprEvents.DataExportRequested>): Promise<void> {
  await publishDataExportPart(tx, p.exportId, p.applicationUserId ? await personRowsOf(tx, p.applicationUserId) : { messages: [] });
}
