import type { Db } from '@takt/kit';
import type { ReferenceInput, UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { ReferenceEntry } from '../store/generated/client.ts';
import { updateReferenceRow } from '../store/references.ts';
import { announceReference, assertMayWrite, requireReference, tableOf } from './reference-steps.ts';

export function updateReference(
  db: Db<Client>,
  user: UserCaller,
  tableName: string,
  id: string,
  input: ReferenceInput,
): Promise<ReferenceEntry> {
  const table = tableOf(tableName);
  assertMayWrite(user, table, 'Edit');
  return db.tx(async (tx) => {
    await requireReference(tx, table, id);
    const row = await updateReferenceRow(tx, id, input);
    await announceReference(tx, row);
    return row;
  });
}
