import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { ReferenceEntry } from '../store/generated/client.ts';
import { requireReference, tableOf } from './reference-steps.ts';

export function getReference(db: Db<Client>, tableName: string, id: string): Promise<ReferenceEntry> {
  const table = tableOf(tableName);
  return db.tx((tx) => requireReference(tx, table, id));
}
