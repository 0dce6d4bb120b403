import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { PushMessageText } from '../domain/invoice-message.ts';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/** Answers the new message's id. */
export async function storeMessage(tx: Tx, userId: string, message: PushMessageText): Promise<string> {
  const id = randomUUID();
  await tx.webPushMessage.create({ data: { id, userId, ...message } });
  return id;
}

/** Marks every unread message of the user read; answers how many changed. */
export async function markAllRead(tx: Tx, userId: string): Promise<number> {
  const { count } = await tx.webPushMessage.updateMany({ where: { userId, read: false }, data: { read: true } });
  return count;
}

/**
 * One message per user in one statement (a news to every member); answers each user's message id.
 * Raw SQL with arrays: Prisma's createMany spent seconds building 10,000 rows' parameters.
 */
export async function storeMessages(tx: Tx, userIds: readonly string[], message: PushMessageText): Promise<Map<string, string>> {
  const ids = new Map(userIds.map((userId) => [userId, randomUUID()]));
  if (ids.size)
    await tx.$executeRaw`
      INSERT INTO web_push_message (id, user_id, tag, title, text)
      SELECT id, user_id, ${message.tag}, ${message.title}, ${message.text}
      FROM unnest(${[...ids.values()]}::uuid[], ${[...ids.keys()]}::uuid[]) AS m(id, user_id)`;
  return ids;
}
