import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

// What notification keeps about one member's login (decision 0037): the bell's messages, the
// browsers it pushes to, the mail address and language. Mails are sent and not kept.

export async function personRowsOf(tx: Tx, userId: string) {
  return {
    messages: await tx.webPushMessage.findMany({ where: { userId }, orderBy: { createdDate: 'asc' } }),
    mailContact: await tx.memberContact.findFirst({ where: { userId }, select: { email: true, firstName: true, language: true } }),
    pushSubscriptions: await tx.webPushSubscription.findMany({
      where: { userId },
      select: { endpoint: true, state: true, updatedDate: true },
    }),
  };
}

export async function erasePersonRows(tx: Tx, userId: string): Promise<void> {
  await tx.webPushMessage.deleteMany({ where: { userId } });
  await tx.webPushSubscription.deleteMany({ where: { userId } });
  await tx.memberContact.deleteMany({ where: { userId } });
}
