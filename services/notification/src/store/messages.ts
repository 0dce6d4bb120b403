import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { PushMessageText } from '../domain/invoice-message.ts';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

export async function storeMessage(tx: Tx, userId: string, message: PushMessageText): Promise<void> {
  await tx.webPushMessage.create({ data: { id: randomUUID(), userId, ...message } });
}

/** Marks every unread message of the user read; answers how many changed. */
export async function markAllRead(tx: Tx, userId: string): Promise<number> {
  const { count } = await tx.webPushMessage.updateMany({ where: { userId, read: false }, data: { read: true } });
  return count;
}
