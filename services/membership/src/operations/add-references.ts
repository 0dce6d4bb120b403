import type { Db } from '@takt/kit';
import type { ReferenceInput, UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { insertReferences } from '../store/references.ts';
import { announceReference, assertMayWrite, tableOf } from './reference-steps.ts';

/** Creates entries of a reference table (one for POST {table}, several for AddMultiple); answers their ids in order. */
export function addReferences(db: Db<Client>, user: UserCaller, tableName: string, inputs: readonly ReferenceInput[]): Promise<string[]> {
  const table = tableOf(tableName);
  assertMayWrite(user, table, 'CreateDelete');
  return db.tx(async (tx) => {
    const rows = await insertReferences(tx, table, inputs);
    for (const row of rows) await announceReference(tx, row);
    return rows.map((r) => r.id);
  });
}
