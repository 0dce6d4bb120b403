import type { Db } from '@takt/kit';
import type { BodyOf, membershipContracts, UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { insertTariff } from '../store/tariffs.ts';

export function createTariff(
  db: Db<Client>,
  user: UserCaller,
  input: BodyOf<typeof membershipContracts.createTariff>,
): Promise<{ id: string }> {
  return db.tx(async (tx) => ({
    id: (await insertTariff(tx, { name: input.name, tariffName: input.tariffName ?? null, creatorId: user.userId })).id,
  }));
}
