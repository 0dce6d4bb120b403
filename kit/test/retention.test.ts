import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asTenant } from '../src/context.ts';
import { rawSql } from '../src/db/raw-sql.ts';
import type { Db } from '../src/db/tenant-db.ts';
import { EVENT_RECORD_DAYS, pruneEventRecords, startEventRecordPruning } from '../src/events/retention.ts';
import { createLogger } from '../src/logger.ts';
import { bury, isBuried } from '../src/events/tombstones.ts';
import { useNoteDb } from './fixture/note-db.ts';

const fx = useNoteDb('retention');

const NOW = new Date('2026-11-29T12:00:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

async function outboxRow(createdDaysAgo: number, sent: boolean): Promise<string> {
  const id = randomUUID();
  await fx.db.system(
    (tx) => rawSql(tx).$executeRaw`INSERT INTO kit_outbox (id, subject, envelope, created_at, sent_at)
      VALUES (${id}::uuid, 'test.thing', '{}'::jsonb, ${daysBefore(createdDaysAgo)}::timestamptz, ${sent ? daysBefore(createdDaysAgo) : null}::timestamptz)`,
  );
  return id;
}

async function inboxRow(handledDaysAgo: number): Promise<string> {
  const id = randomUUID();
  await fx.db.system(
    (tx) => rawSql(tx).$executeRaw`INSERT INTO kit_inbox (consumer, event_id, subject, handled_at)
      VALUES ('test', ${id}::uuid, 'test.thing', ${daysBefore(handledDaysAgo)}::timestamptz)`,
  );
  return id;
}

const outboxIds = () =>
  fx.db.system((tx) => rawSql(tx).$queryRaw<{ id: string }[]>`SELECT id::text FROM kit_outbox`).then((r) => r.map((x) => x.id));
const inboxIds = () =>
  fx.db.system((tx) => rawSql(tx).$queryRaw<{ id: string }[]>`SELECT event_id::text AS id FROM kit_inbox`).then((r) => r.map((x) => x.id));

describe('pruning old event records', () => {
  it('deletes sent outbox rows and inbox rows past their days, keeps the rest and every unsent row', async () => {
    const oldSent = await outboxRow(EVENT_RECORD_DAYS.outbox + 1, true);
    const oldUnsent = await outboxRow(EVENT_RECORD_DAYS.outbox + 100, false);
    const recentSent = await outboxRow(EVENT_RECORD_DAYS.outbox - 1, true);
    const oldHandled = await inboxRow(EVENT_RECORD_DAYS.inbox + 1);
    const recentHandled = await inboxRow(EVENT_RECORD_DAYS.inbox - 1);

    const pruned = await pruneEventRecords(fx.db as Db<unknown>, NOW);
    expect(pruned).toMatchObject({ outbox: 1, inbox: 1 });
    expect((await outboxIds()).sort()).toEqual([oldUnsent, recentSent].sort());
    expect(await inboxIds()).toEqual([recentHandled]);
    expect(await inboxIds()).not.toContain(oldHandled);
    expect(await outboxIds()).not.toContain(oldSent);
    // Nothing more is due: a second run deletes nothing.
    expect(await pruneEventRecords(fx.db as Db<unknown>, NOW)).toEqual({ outbox: 0, inbox: 0, tombstones: 0 });
  });

  it("deletes every company's tombstones past their days, and keeps younger ones", async () => {
    const [a, b, oldA, oldB, young] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const old = new Date(daysBefore(EVENT_RECORD_DAYS.tombstone + 1));
    await asTenant(a, () => fx.db.tx((tx) => bury(tx, 'appointment', oldA, old)));
    await asTenant(b, () => fx.db.tx((tx) => bury(tx, 'attendance', oldB, old)));
    await asTenant(a, () => fx.db.tx((tx) => bury(tx, 'appointment', young, new Date(daysBefore(EVENT_RECORD_DAYS.tombstone - 1)))));

    expect((await pruneEventRecords(fx.db as Db<unknown>, NOW)).tombstones).toBe(2);
    expect(await asTenant(a, () => fx.db.tx((tx) => isBuried(tx, 'appointment', oldA)))).toBe(false);
    expect(await asTenant(b, () => fx.db.tx((tx) => isBuried(tx, 'attendance', oldB)))).toBe(false);
    expect(await asTenant(a, () => fx.db.tx((tx) => isBuried(tx, 'appointment', young)))).toBe(true);
  });

  it('deletes in batches until none is left', async () => {
    const ids = await Promise.all(Array.from({ length: 7 }, () => inboxRow(EVENT_RECORD_DAYS.inbox + 3)));
    expect((await pruneEventRecords(fx.db as Db<unknown>, NOW, 3)).inbox).toBe(7);
    expect(await inboxIds()).not.toContain(ids[0]);
    expect((await inboxIds()).filter((id) => ids.includes(id))).toEqual([]);
  });

  it('runs on its own after the start and stops cleanly', async () => {
    const id = randomUUID();
    await fx.db.system(
      (tx) => rawSql(tx).$executeRaw`INSERT INTO kit_inbox (consumer, event_id, subject, handled_at)
        VALUES ('test', ${id}::uuid, 'test.thing', now() - interval '400 days')`,
    );
    const pruning = startEventRecordPruning(fx.db as Db<unknown>, createLogger('test', 'error'), 10);
    await expect.poll(() => inboxIds(), { timeout: 5_000 }).not.toContain(id);
    await pruning.stop();
  });
});
