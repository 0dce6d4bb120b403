import type { Db } from '@takt/kit';
import type { Me, UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { loadMe } from '../store/me.ts';

export function getMe(db: Db<Client>, caller: UserCaller): Promise<Me> {
  return db.tx((tx) => loadMe(tx, caller));
}
