import type { Db } from '@takt/kit';
import { Authority } from '@takt/proto';
import type { Client } from '../store/client.ts';

export async function countActiveAdminsManagers(db: Db<Client>): Promise<{ count: number }> {
  const count = await db.tx((tx) =>
    tx.user.count({ where: { active: true, deletedDate: null, authorities: { hasSome: [Authority.Admin, Authority.Manager] } } }),
  );
  return { count };
}
