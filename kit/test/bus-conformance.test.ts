import { randomUUID } from 'node:crypto';
import { IdentityEvents } from '@takt/proto';
import { connect } from 'nats';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryBus, NatsBus, type Bus, type BusMessage, type Subscription } from '../src/bus/index.ts';
import { buildEnvelope } from '../src/events/outbox.ts';
import { consumersOf, MAX_DELIVERIES } from '../src/events/consumers.ts';
import { startConsumers, type ConsumerStats } from '../src/events/inbox.ts';
import { createLogger } from '../src/logger.ts';
import { rawSql } from '../src/db/raw-sql.ts';
import type { Db } from '../src/db/tenant-db.ts';
import { createTestEnv, eventually, type TestEnv } from '../src/testing/index.ts';
import { noteDb, type NoteClient } from './fixture/note-db.ts';

const { on } = consumersOf<NoteClient>();

/**
 * One suite, two adapters: whatever a service relies on from the bus must hold for JetStream in
 * production and for the in-process bus of standalone mode alike.
 */
const SUBJECT = 'kittest.thing.happened';
const log = createLogger('bus-conformance', 'silent');
const text = (s: string) => new TextEncoder().encode(s);
const read = (m: BusMessage) => Buffer.from(m.data).toString('utf8');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let env: TestEnv;
let db: Db<NoteClient>;
beforeAll(async () => {
  env = await createTestEnv('bus-conformance');
  ({ db } = await noteDb(env.config));
});
afterAll(async () => {
  await db?.close();
  await env?.dispose();
});

const adapters: [string, () => Promise<Bus>][] = [
  ['memory', async () => new MemoryBus()],
  ['nats', () => NatsBus.connect(env.config.NATS_URL!, 'bus-conformance', `k${randomUUID().replace(/-/g, '').slice(0, 10)}`, log)],
];

describe.each(adapters)('bus conformance: %s adapter', (_kind, makeBus) => {
  let bus: Bus;
  const subs: Subscription[] = [];
  const fresh = async () => (bus = await makeBus());
  afterEach(async () => {
    for (const s of subs.splice(0)) await s.stop();
    if (bus instanceof NatsBus) await bus.deleteStreams();
    await bus?.close();
  });

  /** Collects what a durable consumer sees; `react` decides per delivery (ack by default). */
  async function consume(durable: string, react: (m: BusMessage) => void | Promise<void> = (m) => m.ack()) {
    const seen: { body: string; count: number }[] = [];
    const sub = await bus.subscribe(durable, SUBJECT, async (msgs) => {
      for (const m of msgs) {
        seen.push({ body: read(m), count: m.deliveryCount });
        await react(m);
      }
    });
    subs.push(sub);
    return { seen, sub };
  }
  const bodies = (seen: { body: string }[]) => seen.map((s) => s.body);

  it('answers ready while the broker is reachable', async () => {
    await fresh();
    expect(await bus.ready()).toBe(true);
  });

  it('resumes a durable consumer where it stopped', async () => {
    await fresh();
    const first = await consume('resume');
    await bus.publish(SUBJECT, text('a'), randomUUID());
    await bus.publish(SUBJECT, text('b'), randomUUID());
    await eventually(async () => (first.seen.length === 2 ? true : undefined), 5_000, 'first two');
    await first.sub.stop();
    subs.splice(subs.indexOf(first.sub), 1);

    await bus.publish(SUBJECT, text('c'), randomUUID());
    await bus.publish(SUBJECT, text('d'), randomUUID());
    const second = await consume('resume');
    await eventually(async () => (second.seen.length >= 2 ? true : undefined), 5_000, 'resumed delivery');
    await sleep(300);
    expect(bodies(second.seen)).toEqual(['c', 'd']);
    // Another durable starts from the beginning of the stream.
    const other = await consume('other');
    await eventually(async () => (other.seen.length === 4 ? true : undefined), 5_000, 'other durable');
    expect(bodies(other.seen)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('redelivers a message the handler declined, with a growing delivery count', async () => {
    await fresh();
    const { seen } = await consume('redeliver', (m) => (m.deliveryCount < 3 ? m.nak(50) : m.ack()));
    await bus.publish(SUBJECT, text('x'), randomUUID());
    await eventually(async () => (seen.length === 3 ? true : undefined), 5_000, 'three deliveries');
    expect(seen).toEqual([
      { body: 'x', count: 1 },
      { body: 'x', count: 2 },
      { body: 'x', count: 3 },
    ]);
  });

  it('keeps consuming after a handler throws, and redelivers what it threw on', async () => {
    await fresh();
    const { seen } = await consume('throws', (m) => {
      if (read(m) === 'boom' && m.deliveryCount === 1) throw new Error('handler bug');
      m.ack();
    });
    await bus.publish(SUBJECT, text('boom'), randomUUID());
    await bus.publish(SUBJECT, text('after'), randomUUID());
    await eventually(async () => (seen.some((s) => s.body === 'boom' && s.count === 2) ? true : undefined), 8_000, 'redelivery');
    expect(bodies(seen)).toContain('after');
    await bus.publish(SUBJECT, text('later'), randomUUID());
    await eventually(async () => (bodies(seen).includes('later') ? true : undefined), 5_000, 'consumer still consuming');
  });

  it('does not redeliver a terminated message', async () => {
    await fresh();
    const { seen } = await consume('term', (m) => (read(m) === 'poison' ? m.term() : m.ack()));
    await bus.publish(SUBJECT, text('poison'), randomUUID());
    await bus.publish(SUBJECT, text('fine'), randomUUID());
    await eventually(async () => (bodies(seen).includes('fine') ? true : undefined), 5_000, 'next message');
    await sleep(1_200);
    expect(bodies(seen)).toEqual(['poison', 'fine']);
  });

  it('drops a retried publish with the same message id', async () => {
    await fresh();
    const { seen } = await consume('dedupe');
    const id = randomUUID();
    await bus.publish(SUBJECT, text('once'), id);
    await bus.publish(SUBJECT, text('once'), id);
    await bus.publish(SUBJECT, text('sentinel'), randomUUID());
    await eventually(async () => (bodies(seen).includes('sentinel') ? true : undefined), 5_000, 'sentinel');
    expect(bodies(seen)).toEqual(['once', 'sentinel']);
  });

  it('hands the messages that arrived while the handler was busy over as one batch, in order', async () => {
    await fresh();
    const batches: string[][] = [];
    let release!: () => void;
    const busy = new Promise<void>((r) => (release = r));
    subs.push(
      await bus.subscribe('batches', SUBJECT, async (msgs) => {
        batches.push(msgs.map(read));
        if (batches.length === 1) await busy;
        for (const m of msgs)
          if (read(m) === 'c' && m.deliveryCount === 1) m.nak(50);
          else m.ack();
      }),
    );
    await bus.publish(SUBJECT, text('a'), randomUUID());
    await eventually(async () => (batches.length === 1 ? true : undefined), 5_000, 'first batch');
    for (const body of ['b', 'c', 'd', 'e']) await bus.publish(SUBJECT, text(body), randomUUID());
    await sleep(300);
    release();
    await eventually(async () => (batches.flat().filter((b) => b === 'c').length === 2 ? true : undefined), 5_000, 'c again');
    expect(batches[0]).toEqual(['a']);
    expect(batches[1]).toEqual(['b', 'c', 'd', 'e']);
    // Only the declined message comes again.
    expect(batches.slice(2).flat()).toEqual(['c']);
  });

  it('delivers notices to every listener of a matching pattern', async () => {
    await fresh();
    const got: string[] = [];
    subs.push(await bus.listen('notify.>', (subject, data) => got.push(`${subject}:${Buffer.from(data).toString('utf8')}`)));
    subs.push(await bus.listen('notify.*.Ping', (subject) => got.push(`ping:${subject}`)));
    await bus.notify('notify.c1.Ping', text('hi'));
    await eventually(async () => (got.length === 2 ? true : undefined), 5_000, 'notices');
    expect(got.sort()).toEqual(['notify.c1.Ping:hi', 'ping:notify.c1.Ping']);
  });

  describe('through the inbox (startConsumers)', () => {
    const Event = IdentityEvents.LocationCreated;
    const stats = (): ConsumerStats => ({ handled: 0, duplicates: 0, retried: 0, parked: 0 });
    const notes = (companyId: string) => db.system((tx) => tx.note.findMany({ where: { companyId } }));
    const parked = (eventId: string) =>
      db.system(
        (tx) =>
          rawSql(tx).$queryRaw<
            { deliveries: number; error: string }[]
          >`SELECT deliveries, error FROM kit_parked WHERE event_id = ${eventId}::uuid`,
      );
    const publishEnvelope = (envelope: object & { subject: string }, msgId: string) =>
      bus.publish(envelope.subject, Buffer.from(JSON.stringify(envelope)), msgId);
    const noteConsumer = on(Event, async (tx, payload) => {
      if (payload.name === 'always fails') throw new Error('cannot handle this one');
      await tx.note.create({ data: { text: payload.name } });
    });

    it('applies an event redelivered under a new message id once (inbox de-duplication)', async () => {
      await fresh();
      const s = stats();
      subs.push(...(await startConsumers('kittest', [noteConsumer], db, bus, log, s)));
      const companyId = randomUUID();
      const envelope = buildEnvelope(Event, { locationId: randomUUID(), name: 'Saal 1' }, companyId);
      await publishEnvelope(envelope, envelope.id);
      await publishEnvelope(envelope, randomUUID());
      await eventually(async () => (s.handled === 1 && s.duplicates === 1 ? true : undefined), 5_000, 'duplicate seen');
      expect((await notes(companyId)).map((n) => n.text)).toEqual(['Saal 1']);
    });

    it('parks a malformed event at once and goes on with the next', async () => {
      await fresh();
      const s = stats();
      subs.push(...(await startConsumers('kittest', [noteConsumer], db, bus, log, s)));
      const companyId = randomUUID();
      const bad = { ...buildEnvelope(Event, { locationId: randomUUID(), name: 'x' }, companyId), payload: { locationId: 'nope' } };
      await publishEnvelope(bad, bad.id);
      const good = buildEnvelope(Event, { locationId: randomUUID(), name: 'Saal 2' }, companyId);
      await publishEnvelope(good, good.id);
      await eventually(async () => (s.parked === 1 && s.handled === 1 ? true : undefined), 5_000, 'parked and handled');
      expect(await parked(bad.id)).toEqual([expect.objectContaining({ deliveries: 1, error: expect.stringContaining('malformed') })]);
      expect((await notes(companyId)).map((n) => n.text)).toEqual(['Saal 2']);
    });

    it("handles a producer's events of different types in the order they were published, skipping types it does not consume (decision 0076)", async () => {
      await fresh();
      const s = stats();
      const handled: string[] = [];
      const created = on(IdentityEvents.LocationCreated, async (tx, payload) => {
        // A slow first event: a consumer per event type would let the change overtake it.
        await sleep(300);
        handled.push(`created ${payload.name}`);
        await tx.note.create({ data: { text: payload.name } });
      });
      const updated = on(IdentityEvents.LocationUpdated, async (tx, payload) => {
        handled.push(`updated ${payload.name}`);
        await tx.note.updateMany({ where: { text: 'Saal 3' }, data: { text: payload.name } });
      });
      subs.push(...(await startConsumers('kittest', [created, updated], db, bus, log, s)));
      const companyId = randomUUID();
      const locationId = randomUUID();
      const events = [
        buildEnvelope(IdentityEvents.LocationCreated, { locationId, name: 'Saal 3' }, companyId),
        buildEnvelope(IdentityEvents.DepartmentSaved, { departmentId: randomUUID(), name: 'not consumed here' }, companyId),
        buildEnvelope(IdentityEvents.LocationUpdated, { locationId, name: 'Saal 3a' }, companyId),
      ];
      for (const e of events) await publishEnvelope(e, e.id);
      await eventually(async () => (s.handled === 2 ? true : undefined), 10_000, 'both handled');
      expect(handled).toEqual(['created Saal 3', 'updated Saal 3a']);
      expect((await notes(companyId)).map((n) => n.text)).toEqual(['Saal 3a']);
    });

    it('retries a failing handler and parks the event after the last delivery, rolling back its effect', async () => {
      await fresh();
      const s = stats();
      subs.push(...(await startConsumers('kittest', [noteConsumer], db, bus, log, s)));
      const companyId = randomUUID();
      const failing = buildEnvelope(Event, { locationId: randomUUID(), name: 'always fails' }, companyId);
      await publishEnvelope(failing, failing.id);
      await eventually(async () => (s.parked === 1 ? true : undefined), 20_000, 'parked after retries');
      expect(s.retried).toBe(MAX_DELIVERIES - 1);
      expect(await parked(failing.id)).toEqual([expect.objectContaining({ deliveries: MAX_DELIVERIES, error: 'cannot handle this one' })]);
      expect(await notes(companyId)).toEqual([]);
    }, 30_000);
  });
});

describe('bus: NATS adapter when the server loses its state', () => {
  it('declares a lost stream and durable consumer again and goes on consuming', async () => {
    const namespace = `k${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const bus = await NatsBus.connect(env.config.NATS_URL!, 'bus-conformance', namespace, log);
    const admin = await connect({ servers: env.config.NATS_URL! });
    try {
      const seen: string[] = [];
      const sub = await bus.subscribe('lost', SUBJECT, async (msgs) => {
        for (const m of msgs) {
          seen.push(read(m));
          m.ack();
        }
      });
      await bus.publish(SUBJECT, text('before'), randomUUID());
      await eventually(async () => (seen.includes('before') ? true : undefined), 5_000, 'first message');

      // As after a broker restart without its storage: stream and consumer are gone.
      await (await admin.jetstreamManager()).streams.delete(`${namespace.toUpperCase()}_KITTEST`);
      await eventually(
        async () => {
          await bus.publish(SUBJECT, text('after'), randomUUID());
          return true;
        },
        10_000,
        'publishing into a stream declared again',
      );
      await eventually(async () => (seen.includes('after') ? true : undefined), 15_000, 'consuming from the consumer declared again');
      await sub.stop();
    } finally {
      await admin.close();
      await bus.deleteStreams();
      await bus.close();
    }
  }, 40_000);
});
