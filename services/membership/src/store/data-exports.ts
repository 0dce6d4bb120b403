import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

export async function insertDataExport(tx: Tx, attendeeId: string, requestedById: string | null, own: object): Promise<string> {
  const row = await tx.dataExport.create({ data: { id: randomUUID(), attendeeId, requestedById, parts: { membership: own } } });
  return row.id;
}

export function findDataExport(tx: Tx, id: string) {
  return tx.dataExport.findFirst({ where: { id } });
}

/**
 * Sets one service's part in one statement (a part arriving twice replaces itself); an export
 * erased meanwhile is gone and the part is dropped.
 */
export async function setDataExportPart(tx: Tx, id: string, service: string, data: unknown): Promise<void> {
  await tx.$executeRaw`
    UPDATE data_export SET parts = parts || jsonb_build_object(${service}::text, ${JSON.stringify(data)}::jsonb)
    WHERE id = ${id}::uuid`;
}
