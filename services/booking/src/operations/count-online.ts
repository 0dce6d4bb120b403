import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { countOpenVisits } from '../store/presences.ts';

export async function countOnline(
  db: Db<Client>,
  filter: { locationId?: string | null; roles?: string[] | null; applicationUserId?: string | null },
): Promise<{ count: number }> {
  return { count: await db.tx((tx) => countOpenVisits(tx, filter)) };
}
