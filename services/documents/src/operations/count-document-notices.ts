import type { TxClient } from '@takt/kit';
import type { DocumentEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { addNotificationCount } from '../store/documents.ts';

/**
 * The document's notification count is the number of people notification told about it
 * (decision 0069). The inbox takes each answer once, so adding is idempotent; a document deleted
 * in between has nothing to count.
 */
export async function countDocumentNotices(tx: TxClient<Client>, p: PayloadOf<typeof DocumentEvents.DocumentNoticesSent>): Promise<void> {
  if (p.recipients > 0) await addNotificationCount(tx, p.documentId, p.recipients);
}
