import { randomUUID } from 'node:crypto';
import { IdentityEvents } from '@takt/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryBus, type Subscription } from '../src/bus/index.ts';
import { currentCompanyId } from '../src/context.ts';
import type { Db } from '../src/db/tenant-db.ts';
import { consumersOf, MAX_DELIVERIES, NotYet } from '../src/events/consumers.ts';
import { startConsumers, type ConsumerStats } from '../src/events/inbox.ts';
import { createLogger } from '../src/logger.ts';
import { createTestEnv, emitEvent, eventually, type TestEnv } from '../src/testing/index.ts';
import { noteDb, type NoteClient } from './fixture/note-db.ts';

const { on, onSql } = consumersOf<NoteClient>();

const Event = IdentityEvents.LocationCreated;
const log = createLogger('inbox-test', 'silent');
let env: TestEnv;
let db: Db<NoteClient>;
beforeAll(async () => {
  env = await createTestEnv('inbox');
  ({ db } = await noteDb(env.config));
});
afterAll(async () => {
  await db?.close();
  await env?.dispose();
});

const inboxRows = async (eventId: string) =>
  (await db.system((tx) => tx.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM kit_inbox WHERE event_id = ${eventId}::uuid`))[0]!
    .n;

/** A fresh in-process bus with `consumers` subscribed as service "kittest". */
async function consuming(consumers: Parameters<typeof startConsumers<NoteClient>>[1]) {
  const bus = new MemoryBus();
  const stats: ConsumerStats = { handled: 0, duplicates: 0, retried: 0, parked: 0 };
  const subs: Subscription[] = await startConsumers('kittest', consumers, db, bus, log, stats);
  return { infra: { ...env, bus }, stats, stop: () => Promise.all(subs.map((s) => s.stop())) };
}

describe('inbox', () => {
  it("runs the handler in the event's tenant with the checked payload", async () => {
    const seen: { companyId?: string; name: string }[] = [];
    const c = await consuming([
      on(Event, async (tx, payload) => {
        seen.push({ companyId: currentCompanyId(), name: payload.name });
        await tx.note.create({ data: { text: payload.name } });
      }),
    ]);
    const companyId = randomUUID();
    await emitEvent(c.infra, Event, companyId, { locationId: randomUUID(), name: 'Halle' });
    await eventually(async () => (c.stats.handled === 1 ? true : undefined), 5_000, 'handled');
    expect(seen).toEqual([{ companyId, name: 'Halle' }]);
    expect(await db.system((tx) => tx.note.findMany({ where: { companyId } }))).toEqual([expect.objectContaining({ text: 'Halle' })]);
    await c.stop();
  });

  it('commits the inbox row with the effect: a failed attempt leaves neither, the retry records both', async () => {
    let attempts = 0;
    const c = await consuming([
      on(Event, async (tx, payload) => {
        attempts++;
        await tx.note.create({ data: { text: payload.name } });
        if (attempts === 1) throw new Error('transient');
      }),
    ]);
    const companyId = randomUUID();
    const envelope = await emitEvent(c.infra, Event, companyId, { locationId: randomUUID(), name: 'once' });
    await eventually(async () => (c.stats.retried === 1 ? true : undefined), 5_000, 'first attempt failed');
    expect(await inboxRows(envelope.id)).toBe(0);
    await eventually(async () => (c.stats.handled === 1 ? true : undefined), 5_000, 'retry handled');
    expect(await inboxRows(envelope.id)).toBe(1);
    expect((await db.system((tx) => tx.note.findMany({ where: { companyId } }))).map((n) => n.text)).toEqual(['once']);
    await c.stop();
  });

  it('runs after-commit work once the effect is committed; its failure is logged, not redelivered', async () => {
    const order: string[] = [];
    const c = await consuming([
      on(Event, async (tx, payload) => {
        await tx.note.create({ data: { text: payload.name } });
        order.push('handled');
        return async () => {
          const visible = await db.system((t) => t.note.count({ where: { text: payload.name } }));
          order.push(`after commit saw ${visible}`);
          throw new Error('push service down');
        };
      }),
    ]);
    const name = `after-${randomUUID()}`;
    await emitEvent(c.infra, Event, randomUUID(), { locationId: randomUUID(), name });
    await eventually(async () => (order.length === 2 ? true : undefined), 5_000, 'after-commit work');
    await new Promise((r) => setTimeout(r, 1_200));
    expect(order).toEqual(['handled', 'after commit saw 1']);
    expect(c.stats).toMatchObject({ handled: 1, retried: 0, parked: 0 });
    await c.stop();
  });

  it('keeps inbox records per consumer: two services each handle the same event once', async () => {
    const bus = new MemoryBus();
    const stats = () => ({ handled: 0, duplicates: 0, retried: 0, parked: 0 });
    const [s1, s2] = [stats(), stats()];
    const noop = on(Event, async () => undefined);
    const subs = [
      ...(await startConsumers('kittest-one', [noop], db, bus, log, s1)),
      ...(await startConsumers('kittest-two', [noop], db, bus, log, s2)),
    ];
    const envelope = await emitEvent({ ...env, bus }, Event, randomUUID(), { locationId: randomUUID(), name: 'shared' });
    await eventually(async () => (s1.handled === 1 && s2.handled === 1 ? true : undefined), 5_000, 'both handled');
    expect(await inboxRows(envelope.id)).toBe(2);
    for (const s of subs) await s.stop();
  });

  it('handles a burst of one company in one transaction, each event once', async () => {
    const bus = new MemoryBus();
    const companyId = randomUUID();
    const other = randomUUID();
    // Published before anyone listens: the first delivery hands all of them over at once.
    const names = ['a', 'b', 'c'];
    for (const name of names) await emitEvent({ ...env, bus }, Event, companyId, { locationId: randomUUID(), name });
    const dup = await emitEvent({ ...env, bus }, Event, other, { locationId: randomUUID(), name: 'o1' });
    await bus.publish(dup.subject, Buffer.from(JSON.stringify(dup)), randomUUID());
    await emitEvent({ ...env, bus }, Event, other, { locationId: randomUUID(), name: 'o2' });
    const txOf = new Map<string, string>();
    const stats: ConsumerStats = { handled: 0, duplicates: 0, retried: 0, parked: 0 };
    const subs = await startConsumers(
      'kittest-burst',
      [
        on(Event, async (tx, payload) => {
          const [row] = await tx.$queryRaw<{ id: string }[]>`SELECT txid_current()::text AS id`;
          txOf.set(payload.name, `${currentCompanyId()}:${row!.id}`);
          await tx.note.create({ data: { text: payload.name } });
        }),
      ],
      db,
      bus,
      log,
      stats,
    );
    await eventually(async () => (stats.handled === 5 && stats.duplicates === 1 ? true : undefined), 5_000, 'burst handled');
    expect(new Set(names.map((n) => txOf.get(n))).size).toBe(1);
    expect(txOf.get('a')).toMatch(new RegExp(`^${companyId}:`));
    expect(txOf.get('o1')).toBe(txOf.get('o2'));
    expect(txOf.get('o1')).not.toBe(txOf.get('a'));
    const texts = await db.system((tx) => tx.note.findMany({ where: { companyId: { in: [companyId, other] } }, orderBy: { text: 'asc' } }));
    expect(texts.map((n) => n.text)).toEqual(['a', 'b', 'c', 'o1', 'o2']);
    for (const sub of subs) await sub.stop();
  });

  it('falls back to one by one when an event of a burst fails: the others commit, only it is retried', async () => {
    const bus = new MemoryBus();
    const companyId = randomUUID();
    const envelopes = [];
    for (const name of ['first', 'flaky', 'last'])
      envelopes.push(await emitEvent({ ...env, bus }, Event, companyId, { locationId: randomUUID(), name }));
    let flakyAttempts = 0;
    const stats: ConsumerStats = { handled: 0, duplicates: 0, retried: 0, parked: 0 };
    const subs = await startConsumers(
      'kittest-burst-fail',
      [
        on(Event, async (tx, payload) => {
          await tx.note.create({ data: { text: payload.name } });
          if (payload.name === 'flaky' && ++flakyAttempts <= 2) throw new Error('transient');
        }),
      ],
      db,
      bus,
      log,
      stats,
    );
    await eventually(async () => (stats.handled === 3 ? true : undefined), 5_000, 'all handled');
    // Once in the batch (rolled back whole), once alone (retried), then it succeeds.
    expect(flakyAttempts).toBe(3);
    expect(stats.retried).toBe(1);
    const texts = await db.system((tx) => tx.note.findMany({ where: { companyId }, orderBy: { text: 'asc' } }));
    expect(texts.map((n) => n.text)).toEqual(['first', 'flaky', 'last']);
    for (const e of envelopes) expect(await inboxRows(e.id)).toBe(1);
    for (const sub of subs) await sub.stop();
  });

  it('keeps retrying an event that waits for another (NotYet) past the deliveries a failure gets', async () => {
    let attempts = 0;
    const c = await consuming([
      on(Event, async (tx, payload) => {
        if (++attempts <= MAX_DELIVERIES) throw new NotYet('the other event is not handled yet');
        await tx.note.create({ data: { text: payload.name } });
      }),
    ]);
    const companyId = randomUUID();
    await emitEvent(c.infra, Event, companyId, { locationId: randomUUID(), name: 'late' });
    await eventually(async () => (c.stats.handled === 1 ? true : undefined), 30_000, 'handled after waiting');
    expect([attempts, c.stats.parked]).toEqual([MAX_DELIVERIES + 1, 0]);
    await c.stop();
  }, 40_000);

  describe('an onSql consumer (one statement per batch, no Prisma)', () => {
    const notes = (fail = '') =>
      onSql(Event, {
        columns: 'location_id uuid, name text',
        row: (p) => ({ location_id: p.locationId, name: p.name }),
        // A NULL text breaks the NOT NULL rule: the statement fails for the whole batch.
        statements: [`INSERT INTO note (id, text) SELECT location_id, CASE WHEN name = '${fail}' THEN NULL ELSE name END FROM ev`],
      });

    it("writes a burst per company in the company's tenant, each event once, duplicates acked", async () => {
      const bus = new MemoryBus();
      const [companyId, other] = [randomUUID(), randomUUID()];
      for (const name of ['a', 'b']) await emitEvent({ ...env, bus }, Event, companyId, { locationId: randomUUID(), name });
      const twice = await emitEvent({ ...env, bus }, Event, other, { locationId: randomUUID(), name: 'o' });
      // The same event again under another message id: the bus delivers it, the inbox knows it.
      await bus.publish(twice.subject, Buffer.from(JSON.stringify(twice)), randomUUID());
      const stats: ConsumerStats = { handled: 0, duplicates: 0, retried: 0, parked: 0 };
      const subs = await startConsumers('kittest-sql', [notes()], db, bus, log, stats);
      await eventually(async () => (stats.handled === 3 && stats.duplicates === 1 ? true : undefined), 5_000, 'burst handled');
      const rows = await db.system((tx) =>
        tx.note.findMany({ where: { companyId: { in: [companyId, other] } }, orderBy: { text: 'asc' } }),
      );
      expect(rows.map((n) => [n.text, n.companyId])).toEqual([
        ['a', companyId],
        ['b', companyId],
        ['o', other],
      ]);
      expect(await inboxRows(twice.id)).toBe(1);
      // Delivered once more later (a redelivery after a lost ack): nothing is written twice.
      await bus.publish(twice.subject, Buffer.from(JSON.stringify(twice)), randomUUID());
      await eventually(async () => (stats.duplicates === 2 ? true : undefined), 5_000, 'redelivery seen');
      expect(stats.handled).toBe(3);
      for (const sub of subs) await sub.stop();
    });

    it('takes a failing batch apart: the others commit, the bad event is retried and then parked', async () => {
      const bus = new MemoryBus();
      const companyId = randomUUID();
      const envelopes = [];
      for (const name of ['first', 'bad', 'last'])
        envelopes.push(await emitEvent({ ...env, bus }, Event, companyId, { locationId: randomUUID(), name }));
      const stats: ConsumerStats = { handled: 0, duplicates: 0, retried: 0, parked: 0 };
      const subs = await startConsumers('kittest-sql-fail', [notes('bad')], db, bus, log, stats);
      await eventually(async () => (stats.parked === 1 ? true : undefined), 20_000, 'bad event parked');
      expect([stats.handled, stats.retried]).toEqual([2, MAX_DELIVERIES - 1]);
      const texts = await db.system((tx) => tx.note.findMany({ where: { companyId }, orderBy: { text: 'asc' } }));
      expect(texts.map((n) => n.text)).toEqual(['first', 'last']);
      expect(await inboxRows(envelopes[1]!.id)).toBe(0);
      for (const sub of subs) await sub.stop();
    }, 30_000);
  });
});
