import { rawSql } from '../db/raw-sql.ts';
import type { Db, TxClient } from '../db/tenant-db.ts';
import type { Logger } from '../logger.ts';

const DAY_MS = 86_400_000;

/**
 * How many days a service keeps its event records (decision 0082). The broker keeps a producer's
 * events 14 days, so no event older than that is delivered again: a sent outbox row and an inbox
 * row serve no purpose after it, and are kept twice as long. A tombstone refuses a late start of
 * something ended; the latest such start is a parked event published again by hand (runbook), so
 * tombstones stay half a year.
 */
export const EVENT_RECORD_DAYS = { outbox: 30, inbox: 30, tombstone: 180 } as const;

/** Rows deleted per statement: each batch is a short transaction of its own. */
const BATCH = 5_000;
const PRUNE_EVERY_MS = 3_600_000;
/** The first pruning after a start waits a little, so it never adds to the start itself. */
const FIRST_PRUNE_MS = 300_000;

export interface Pruned {
  outbox: number;
  inbox: number;
  tombstones: number;
}

/** Deletes the event records past their days, for every company; unsent outbox rows stay whatever their age. */
export async function pruneEventRecords(db: Db<unknown>, now = new Date(), batch = BATCH): Promise<Pruned> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const outboxBefore = before(EVENT_RECORD_DAYS.outbox);
  const inboxBefore = before(EVENT_RECORD_DAYS.inbox);
  const tombstoneBefore = before(EVENT_RECORD_DAYS.tombstone);
  const inBatches = async (statement: (tx: TxClient<unknown>) => Promise<number>) => {
    let total = 0;
    for (;;) {
      const n = await db.system(statement);
      total += n;
      if (n < batch) return total;
    }
  };
  return {
    outbox: await inBatches(
      (tx) => rawSql(tx).$executeRaw`DELETE FROM kit_outbox WHERE ctid = ANY(ARRAY(
        SELECT ctid FROM kit_outbox WHERE created_at < ${outboxBefore}::timestamptz AND sent_at IS NOT NULL LIMIT ${batch}))`,
    ),
    inbox: await inBatches(
      (tx) => rawSql(tx).$executeRaw`DELETE FROM kit_inbox WHERE ctid = ANY(ARRAY(
        SELECT ctid FROM kit_inbox WHERE handled_at < ${inboxBefore}::timestamptz LIMIT ${batch}))`,
    ),
    tombstones: await inBatches(
      (tx) => rawSql(tx).$executeRaw`DELETE FROM kit_tombstone WHERE ctid = ANY(ARRAY(
        SELECT ctid FROM kit_tombstone WHERE buried_at < ${tombstoneBefore}::timestamptz LIMIT ${batch}))`,
    ),
  };
}

/**
 * Prunes five minutes after the start and every hour after; a failure is logged and tried again
 * at the next hour. Replicas may prune at the same time: a row is deleted once either way.
 */
export function startEventRecordPruning(db: Db<unknown>, log: Logger, firstMs = FIRST_PRUNE_MS): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const prune = () => {
    running ??= pruneEventRecords(db)
      .then((pruned) => {
        if (pruned.outbox || pruned.inbox || pruned.tombstones) log.info(pruned, 'old event records pruned');
      })
      .catch((err: unknown) => log.error({ err }, 'pruning old event records failed; trying again in an hour'))
      .finally(() => (running = undefined));
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    prune();
    interval = setInterval(prune, PRUNE_EVERY_MS).unref();
  }, firstMs).unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(interval);
      await running;
    },
  };
}
