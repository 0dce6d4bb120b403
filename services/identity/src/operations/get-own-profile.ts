import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { User } from '../store/generated/client.ts';

export async function getOwnProfile(db: Db<Client>, userId: string): Promise<User> {
  const me = await db.tx((tx) => tx.user.findFirst({ where: { id: userId, deletedDate: null } }));
  if (!me) throw notFound('User');
  return me;
}
