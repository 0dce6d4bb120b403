import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

// What notification keeps about one member's login (decision 0037): the bell's messages. Mails are
// sent and not kept.

export async function personRowsOf(tx: Tx, userId: string) {
  return { messages: await tx.webPushMessage.findMany({ where: { userId }, orderBy: { createdDate: 'asc' } }) };
}

export async function erasePersonRows(tx: Tx, userId: string): Promise<void> {
  await tx.webPushMessage.deleteMany({ where: { userId } });
}
