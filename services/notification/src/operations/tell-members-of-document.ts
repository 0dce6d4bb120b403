import type { AfterCommit, TxClient } from '@takt/kit';
import type { DocumentEvents, PayloadOf } from '@takt/proto';
import { documentMessage } from '../domain/document-message.ts';
import { publishDocumentNoticesSent } from '../events/document-notices.ts';
import { noticePushMessagesInChunks } from '../events/push-notice.ts';
import type { Client } from '../store/client.ts';
import { audienceUserIds } from '../store/member-audience.ts';
import { storeMessages } from '../store/messages.ts';
import type { MessageOutlets } from './store-member-message.ts';

/**
 * Every member with a login gets a bell message about a document shared with members, in the
 * inbox transaction (a redelivery after a failure stores nothing twice); documents hears how many
 * were told. The connected clients reload after the commit; no browser push (a document is no
 * urgent news).
 */
export async function tellMembersOfDocument(
  tx: TxClient<Client>,
  out: MessageOutlets,
  companyId: string,
  p: PayloadOf<typeof DocumentEvents.DocumentPublished>,
): Promise<AfterCommit> {
  const userIds = await audienceUserIds(tx, [], []);
  await storeMessages(tx, userIds, documentMessage(p));
  await publishDocumentNoticesSent(tx, p.documentId, userIds.length);
  return () => noticePushMessagesInChunks(out.bus, companyId, userIds);
}
