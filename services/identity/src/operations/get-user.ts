import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { User } from '../store/generated/client.ts';
import type { UserKind } from '../store/users.ts';
import { findUserOfKind } from '../store/user-rows.ts';

const LABEL: Record<UserKind, string> = { employee: 'Employee', trainer: 'Trainer' };

export async function getUser(db: Db<Client>, kind: UserKind, id: string): Promise<User> {
  const row = await db.tx((tx) => findUserOfKind(tx, id, kind));
  if (!row) throw notFound(LABEL[kind]);
  return row;
}
