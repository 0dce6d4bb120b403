import { consumersOf, publishEvent } from '@takt/kit';
import { DocumentEvents } from '@takt/proto';
import { countDocumentNotices } from '../operations/count-document-notices.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

/** A new file members see: notification tells them (decision 0069). */
export async function publishDocumentPublished(tx: unknown, doc: { id: string; title: string | null }): Promise<void> {
  await publishEvent(tx, DocumentEvents.DocumentPublished, { documentId: doc.id, title: doc.title });
}

/** Notification's answer raises the document's notification count by the people it told. */
export const noticeConsumers = () => [on(DocumentEvents.DocumentNoticesSent, (tx, p) => countDocumentNotices(tx, p))];
