import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { ReferenceInput, ReferenceTable } from '@takt/proto';
import type { Client } from './client.ts';
import type { ReferenceEntry } from './generated/client.ts';

type Tx = TxClient<Client>;

const columns = (input: ReferenceInput) => ({
  name: input.name,
  info: input.info ?? null,
  type: input.type,
  cost: input.cost ?? null,
  minAge: input.minAge ?? null,
  maxAge: input.maxAge ?? null,
  active: input.active,
});

/** Creates the entries; answers them in the order given. */
export async function insertReferences(tx: Tx, tableName: ReferenceTable, inputs: readonly ReferenceInput[]): Promise<ReferenceEntry[]> {
  const rows = inputs.map((input) => ({ id: randomUUID(), tableName, ...columns(input) }));
  await tx.referenceEntry.createMany({ data: rows });
  const stored = new Map((await tx.referenceEntry.findMany({ where: { id: { in: rows.map((r) => r.id) } } })).map((r) => [r.id, r]));
  return rows.map((r) => stored.get(r.id)!);
}

export const findReference = (tx: Tx, tableName: ReferenceTable, id: string): Promise<ReferenceEntry | null> =>
  tx.referenceEntry.findFirst({ where: { id, tableName } });

export const updateReferenceRow = (tx: Tx, id: string, input: ReferenceInput): Promise<ReferenceEntry> =>
  tx.referenceEntry.update({ where: { id }, data: columns(input) });

/** Only the name and the active flag (skills have no other fields). */
export const renameReference = (tx: Tx, id: string, data: { name: string; active: boolean }): Promise<ReferenceEntry> =>
  tx.referenceEntry.update({ where: { id }, data });

export async function deleteReferenceRow(tx: Tx, id: string): Promise<void> {
  await tx.referenceEntry.delete({ where: { id } });
}

export const referencesOf = (tx: Tx, tableName: ReferenceTable, activeOnly = false): Promise<ReferenceEntry[]> =>
  tx.referenceEntry.findMany({ where: { tableName, ...(activeOnly ? { active: true } : {}) }, orderBy: { name: 'asc' } });

/** The ids among `ids` that are entries of `tableName` of the tenant. */
export async function knownReferenceIds(tx: Tx, tableName: ReferenceTable, ids: readonly string[]): Promise<Set<string>> {
  const rows = await tx.referenceEntry.findMany({ where: { tableName, id: { in: [...ids] } }, select: { id: true } });
  return new Set(rows.map((r) => r.id));
}

/** How many membership-type overrides name this entry as their member status. */
export const overridesNaming = (tx: Tx, memberStatusId: string): Promise<number> =>
  tx.membershipTypeCostOverride.count({ where: { memberStatusId } });

/** How many attendees hold this entry as their member status. */
export const attendeesWithStatus = (tx: Tx, memberStatusId: string): Promise<number> => tx.attendee.count({ where: { memberStatusId } });

/** Every company's entries of some tables (a backfill in system mode). */
export const everyReferenceOf = (tx: Tx, tableNames: readonly string[]): Promise<ReferenceEntry[]> =>
  tx.referenceEntry.findMany({ where: { tableName: { in: [...tableNames] } }, orderBy: { id: 'asc' } });
