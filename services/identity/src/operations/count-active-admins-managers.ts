import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { countActiveAdminsManagers as countActive } from '../store/user-rows.ts';

export async function countActiveAdminsManagers(db: Db<Client>): Promise<{ count: number }> {
  const count = await db.tx((tx) => countActive(tx));
  return { count };
}
