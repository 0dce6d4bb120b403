import type { AfterCommit, Bus, Db, TxClient } from '@takt/kit';
import type { PushMessageText } from '../domain/invoice-message.ts';
import { noticePushMessages } from '../events/push-notice.ts';
import type { WebPush } from '../push/web-push.ts';
import type { NotificationSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';
import { storeMessage } from '../store/messages.ts';
import { sendWebPush } from './send-web-push.ts';

/** Where a member hears from us: mail (settings), the gateways' hub (bus) and their browsers (push). */
export interface MessageOutlets {
  bus: Bus;
  db: Db<Client>;
  push: WebPush;
  settings: NotificationSettings;
}

/**
 * A message for a member with a login lands in their bell; after the commit their connected
 * clients reload and their subscribed browsers get a push. A member without a login (no user
 * id) has no bell: nothing is stored.
 */
export async function storeMemberMessage(
  tx: TxClient<Client>,
  out: MessageOutlets,
  companyId: string,
  userId: string | null,
  message: PushMessageText,
): Promise<AfterCommit | void> {
  if (!userId) return;
  const id = await storeMessage(tx, userId, message);
  return async () => {
    await noticePushMessages(out.bus, companyId, [userId]);
    await sendWebPush(out.db, out.push, [userId], { id, ...message });
  };
}
