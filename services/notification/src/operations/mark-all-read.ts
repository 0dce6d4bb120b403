import type { Bus, Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import { noticePushMessages } from '../events/push-notice.ts';
import type { Client } from '../store/client.ts';
import { markAllRead as markRead } from '../store/messages.ts';

/** Marks the user's messages read; the user's other devices refresh their bell. */
export async function markAllRead(db: Db<Client>, bus: Bus, user: UserCaller): Promise<{ updated: number }> {
  const updated = await db.tx((tx) => markRead(tx, user.userId));
  if (updated > 0) await noticePushMessages(bus, user.companyId, [user.userId]);
  return { updated };
}
