import type { Cache, Db } from '@takt/kit';
import type { UserCaller, UserInput } from '@takt/proto';
import { isNewItem } from '../domain/user-rules.ts';
import type { Client } from '../store/client.ts';
import type { UserKind } from '../store/users.ts';
import { createUser } from './create-user.ts';
import { updateUser } from './update-user.ts';

/** The spec's save rule for POST: a body that carries an id updates, one without creates. */
export async function saveUser(db: Db<Client>, cache: Cache, caller: UserCaller, kind: UserKind, body: UserInput): Promise<{ id: string }> {
  if (!isNewItem(body.id)) return { id: (await updateUser(db, cache, caller, kind, body.id!, body)).id };
  return createUser(db, caller, kind, body);
}
