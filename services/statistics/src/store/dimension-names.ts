import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/** The kinds whose names statistics keeps; departments have no name event, they show their id. */
export type NamedKind = 'Location' | 'Room' | 'Trainer' | 'Course' | 'MembershipType' | 'Characteristic' | 'SingleCost';

export async function saveName(tx: Tx, kind: NamedKind, id: string, name: string): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO dimension_name (kind, id, name) VALUES (${kind}, ${id}::uuid, ${name})
    ON CONFLICT (kind, id) DO UPDATE SET name = EXCLUDED.name`;
}

/** Every known name of the company by `kind:id`. */
export async function namesByKey(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx.dimensionName.findMany({ select: { kind: true, id: true, name: true } });
  return new Map(rows.map((r) => [`${r.kind}:${r.id}`, r.name]));
}
