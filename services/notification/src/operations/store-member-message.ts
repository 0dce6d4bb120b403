import type { AfterCommit, Bus, TxClient } from '@takt/kit';
import type { PushMessageText } from '../domain/invoice-message.ts';
import { noticePushMessages } from '../events/push-notice.ts';
import type { Client } from '../store/client.ts';
import { storeMessage } from '../store/messages.ts';

/**
 * A message for a member with a login lands in their bell; their connected clients reload after
 * the commit. A member without a login (no user id) has no bell: nothing is stored.
 */
export async function storeMemberMessage(
  tx: TxClient<Client>,
  bus: Bus,
  companyId: string,
  userId: string | null,
  message: PushMessageText,
): Promise<AfterCommit | void> {
  if (!userId) return;
  await storeMessage(tx, userId, message);
  return () => noticePushMessages(bus, companyId, [userId]);
}
