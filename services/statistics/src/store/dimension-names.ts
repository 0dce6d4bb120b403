import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/** The kinds whose names statistics keeps (departments and location renames since decision 0071). */
export type NamedKind = 'Location' | 'Department' | 'Room' | 'Trainer' | 'Course' | 'MembershipType' | 'Characteristic' | 'SingleCost';

/** The company's name of `kind` `id`; an older event than the one that named it changes nothing. */
export async function saveName(tx: Tx, kind: NamedKind, id: string, name: string, namedAt: string): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO dimension_name (kind, id, name, named_at) VALUES (${kind}, ${id}::uuid, ${name}, ${namedAt}::timestamptz)
    ON CONFLICT (company_id, kind, id) DO UPDATE SET name = EXCLUDED.name, named_at = EXCLUDED.named_at
    WHERE dimension_name.named_at <= EXCLUDED.named_at`;
}

/** Every known name of the company by `kind:id`. */
export async function namesByKey(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx.dimensionName.findMany({ select: { kind: true, id: true, name: true } });
  return new Map(rows.map((r) => [`${r.kind}:${r.id}`, r.name]));
}
