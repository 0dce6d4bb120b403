import type { TxClient } from '../db/tenant-db.ts';
import { rawSql } from '../db/raw-sql.ts';

/**
 * A producer's events arrive in the order published, but one whose handling failed is retried
 * after the events behind it (decision 0077). So the end of a thing (a deleted appointment, a
 * cancelled booking, a deleted member) can be handled before its start; the consumer buries the
 * id, and the late start asks `isBuried` instead of bringing it back. Kinds name the producer's
 * entity ('appointment', 'attendance', …); rows belong to the transaction's company.
 */
export async function bury<C>(tx: TxClient<C>, kind: string, id: string): Promise<void> {
  await rawSql(tx).$executeRaw`
    INSERT INTO kit_tombstone (kind, id, company_id) VALUES (${kind}, ${id}, current_setting('app.company_id')::uuid)
    ON CONFLICT (company_id, kind, id) DO NOTHING`;
}

/** Whether the transaction's company buried this id (another company's tombstones are not visible). */
export async function isBuried<C>(tx: TxClient<C>, kind: string, id: string): Promise<boolean> {
  const rows = await rawSql(tx).$queryRaw<unknown[]>`SELECT 1 FROM kit_tombstone WHERE kind = ${kind} AND id = ${id}`;
  return rows.length > 0;
}
