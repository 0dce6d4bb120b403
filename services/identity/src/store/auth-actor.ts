import type { TxClient } from '@takt/kit';
import type { Actor } from './audit.ts';
import type { Client } from './client.ts';

/** The audit actor for a user id: "last name, first name" (spec's full name), or the id when gone. */
export async function actorOf(tx: TxClient<Client>, userId: string): Promise<Actor> {
  const user = await tx.user.findFirst({ where: { id: userId }, select: { firstName: true, lastName: true } });
  return { userId, name: user ? `${user.lastName}, ${user.firstName}` : userId };
}
