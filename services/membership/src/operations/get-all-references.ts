import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { ReferenceEntry } from '../store/generated/client.ts';
import { referencesOf } from '../store/references.ts';
import { tableOf } from './reference-steps.ts';

/** All entries of a table by name; `activeOnly` leaves out inactive ones. */
export function getAllReferences(db: Db<Client>, tableName: string, activeOnly = false): Promise<ReferenceEntry[]> {
  const table = tableOf(tableName);
  return db.tx((tx) => referencesOf(tx, table, activeOnly));
}
