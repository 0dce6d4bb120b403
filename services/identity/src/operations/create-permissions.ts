import type { Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { storeUserPermissions } from './permission-steps.ts';

export function createPermissions(db: Db<Client>, caller: UserCaller, body: Record<string, unknown> & { applicationUserId: string }) {
  return db.tx((tx) => storeUserPermissions(tx, caller, body.applicationUserId, body));
}
