import { consumersOf, publishEvent } from '@takt/kit';
import { DocumentEvents } from '@takt/proto';
import { tellMembersOfDocument } from '../operations/tell-members-of-document.ts';
import type { MessageOutlets } from '../operations/store-member-message.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

/** Documents counts the people told (its notificationCount, decision 0069). */
export async function publishDocumentNoticesSent(tx: unknown, documentId: string, recipients: number): Promise<void> {
  await publishEvent(tx, DocumentEvents.DocumentNoticesSent, { documentId, recipients });
}

// A new file for members goes into every member's bell.
export const documentPublishedConsumer = (out: MessageOutlets) =>
  on(DocumentEvents.DocumentPublished, (tx, p, envelope) => tellMembersOfDocument(tx, out, envelope.companyId, p));
