import type { TxClient } from '../db/tenant-db.ts';
import { rawSql } from '../db/raw-sql.ts';

/** The producers' entities a consumer buries; one list, so a misspelt kind fails the build instead of never matching. */
export type TombstoneKind = 'appointment' | 'attendance' | 'attendee' | 'course' | 'staff-user';

/**
 * A producer's events arrive in the order published, but one whose handling failed is retried
 * after the events behind it (decision 0077). So the end of a thing (a deleted appointment, a
 * cancelled booking, a deleted member) can be handled before its start; the consumer buries the
 * id, and the late start asks `isBuried` instead of bringing it back. Kinds name the producer's
 * entity ('appointment', 'attendance', …); rows belong to the transaction's company. `at` is the
 * ending event's occurredAt; burying again keeps the latest.
 */
export async function bury<C>(tx: TxClient<C>, kind: TombstoneKind, id: string, at: Date = new Date()): Promise<void> {
  await rawSql(tx).$executeRaw`
    INSERT INTO kit_tombstone (kind, id, company_id, buried_at)
    VALUES (${kind}, ${id}, current_setting('app.company_id')::uuid, ${at.toISOString()}::timestamptz)
    ON CONFLICT (kind, id, company_id) DO UPDATE SET buried_at = GREATEST(kit_tombstone.buried_at, EXCLUDED.buried_at)`;
}

/** When the transaction's company buried this id (the ending event's time), or null (another company's tombstones are not visible). */
export async function buriedAt<C>(tx: TxClient<C>, kind: TombstoneKind, id: string): Promise<Date | null> {
  const rows = await rawSql(tx).$queryRaw<{ at: Date }[]>`SELECT buried_at AS at FROM kit_tombstone WHERE kind = ${kind} AND id = ${id}`;
  return rows[0]?.at ?? null;
}

/** Whether the id is buried: for ends that are final (the thing never comes back). */
export async function isBuried<C>(tx: TxClient<C>, kind: TombstoneKind, id: string): Promise<boolean> {
  return (await buriedAt(tx, kind, id)) !== null;
}

/**
 * `isBuried` as an SQL condition, for a statement that handles a whole batch (decision 0074):
 * `idSql` is a column expression of the statement (never input).
 */
export const buriedSql = (kind: TombstoneKind, idSql: string): string =>
  `EXISTS (SELECT 1 FROM kit_tombstone t WHERE t.kind = '${kind}' AND t.id = (${idSql})::text)`;
