import { fail, forbidden, notFound, type TxClient } from '@takt/kit';
import { ErrorCode, hasPermission, referenceFlag, type ReferenceTable, type UserCaller } from '@takt/proto';
import { referenceTableOf } from '../domain/reference-tables.ts';
import { publishCharacteristicSaved } from '../events/attendee-characteristics.ts';
import { publishCostSaved } from '../events/catalogue.ts';
import type { Client } from '../store/client.ts';
import type { ReferenceEntry } from '../store/generated/client.ts';
import { findReference } from '../store/references.ts';

/** The table a path names; any other name is refused with unknown_table before anything is read. */
export function tableOf(name: string): ReferenceTable {
  const table = referenceTableOf(name);
  if (!table) throw fail(ErrorCode.UnknownTable, `There is no reference table "${name}"`, { table: name });
  return table;
}

/** The contract asks for referencesView; each table's writes also need its own flag (costsEdit, …). */
export function assertMayWrite(user: UserCaller, table: ReferenceTable, action: 'CreateDelete' | 'Edit'): void {
  if (!hasPermission(user, referenceFlag(table, action))) throw forbidden();
}

export async function requireReference(tx: TxClient<Client>, table: ReferenceTable, id: string): Promise<ReferenceEntry> {
  const row = await findReference(tx, table, id);
  if (!row) throw notFound(table);
  return row;
}

/** Tells other services about a saved entry where they keep one (costs; characteristics' names for statistics). */
export async function announceReference(tx: TxClient<Client>, row: ReferenceEntry): Promise<void> {
  if (row.tableName === 'Cost') await publishCostSaved(tx, row);
  if (row.tableName === 'Characteristic') await publishCharacteristicSaved(tx, row);
}
