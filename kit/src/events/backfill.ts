import type { Db, TxClient } from '../db/tenant-db.ts';
import { rawSql } from '../db/raw-sql.ts';
import type { Logger } from '../logger.ts';

/**
 * Announces state once per database: a read model added after its source's events left the
 * stream's retention (14 days) learns the rows that exist. `run` writes events through the
 * outbox across all companies (system mode) and answers how many; a new need is a new name.
 */
export interface Backfill<C> {
  name: string;
  run(tx: TxClient<C>): Promise<number>;
}

/** Runs each backfill not yet done, each in one transaction with its claim; a failure is logged and tried again at the next start. */
export async function runBackfills<C>(db: Db<C>, backfills: readonly Backfill<C>[], log: Logger): Promise<void> {
  for (const b of backfills) {
    try {
      const events = await db.system(async (tx) => {
        const claimed = await rawSql(tx).$queryRaw<{ name: string }[]>`
          INSERT INTO kit_backfill (name) VALUES (${b.name}) ON CONFLICT (name) DO NOTHING RETURNING name`;
        if (claimed.length === 0) return undefined;
        const n = await b.run(tx);
        await rawSql(tx).$executeRaw`UPDATE kit_backfill SET events = ${n} WHERE name = ${b.name}`;
        return n;
      });
      if (events !== undefined) log.info({ backfill: b.name, events }, 'backfill done');
    } catch (err) {
      log.error({ err, backfill: b.name }, 'backfill failed; it runs again at the next start');
    }
  }
}
