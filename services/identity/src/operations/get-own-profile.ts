import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { User } from '../store/generated/client.ts';
import { findLiveUser } from '../store/user-rows.ts';

export async function getOwnProfile(db: Db<Client>, userId: string): Promise<User> {
  const me = await db.tx((tx) => findLiveUser(tx, userId));
  if (!me) throw notFound('User');
  return me;
}
