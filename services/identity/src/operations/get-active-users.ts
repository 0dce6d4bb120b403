import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { User } from '../store/generated/client.ts';
import { activeUsers } from '../store/user-lists.ts';
import type { UserKind } from '../store/users.ts';

export function getActiveUsers(db: Db<Client>, kind: UserKind, includeTrainers: boolean): Promise<User[]> {
  return db.tx((tx) => activeUsers(tx, kind, includeTrainers));
}
