import { rawSql } from './raw-sql.ts';

/**
 * Serialises work on `key` until the transaction ends (PostgreSQL transaction advisory lock):
 * for checks a unique index cannot express, such as "max + 1" numbers or "a free licence left".
 */
export async function lockUntilCommit(tx: unknown, key: string): Promise<void> {
  await rawSql(tx).$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
}
