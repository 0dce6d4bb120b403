import type { TxClient } from '../db/tenant-db.ts';
import { rawSql } from '../db/raw-sql.ts';

/**
 * A producer's events arrive in the order published, but one whose handling failed is retried
 * after the events behind it (decision 0077). So the end of a thing (a deleted appointment, a
 * cancelled booking, a deleted member) can be handled before its start; the consumer buries the
 * id, and the late start asks `isBuried` instead of bringing it back. Kinds name the producer's
 * entity ('appointment', 'attendance', …); rows belong to the transaction's company. `at` is the
 * ending event's occurredAt; burying again keeps the latest.
 */
export async function bury<C>(tx: TxClient<C>, kind: string, id: string, at: Date = new Date()): Promise<void> {
  await rawSql(tx).$executeRaw`
    INSERT INTO kit_tombstone (kind, id, company_id, buried_at)
    VALUES (${kind}, ${id}, current_setting('app.company_id')::uuid, ${at.toISOString()}::timestamptz)
    ON CONFLICT (kind, id, company_id) DO UPDATE SET buried_at = GREATEST(kit_tombstone.buried_at, EXCLUDED.buried_at)`;
}

/** When the transaction's company buried this id (the ending event's time), or null (another company's tombstones are not visible). */
export async function buriedAt<C>(tx: TxClient<C>, kind: string, id: string): Promise<Date | null> {
  const rows = await rawSql(tx).$queryRaw<{ at: Date }[]>`SELECT buried_at AS at FROM kit_tombstone WHERE kind = ${kind} AND id = ${id}`;
  return rows[0]?.at ?? null;
}

/** Whether the id is buried: for ends that are final (the thing never comes back). */
export async function isBuried<C>(tx: TxClient<C>, kind: string, id: string): Promise<boolean> {
  return (await buriedAt(tx, kind, id)) !== null;
}
