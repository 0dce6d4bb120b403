import { randomUUID } from 'node:crypto';
import { IdentityEvents } from '@takt/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryBus } from '../src/bus/index.ts';
import { asTenant } from '../src/context.ts';
import type { Db } from '../src/db/tenant-db.ts';
import { publishEvent, publishEvents } from '../src/events/outbox.ts';
import { OutboxRelay } from '../src/events/relay.ts';
import { startService, type RunningService } from '../src/http/service.ts';
import { createLogger } from '../src/logger.ts';
import { createTestEnv, eventually, readOutbox, type TestEnv } from '../src/testing/index.ts';
import { noteDb, type NoteClient } from './fixture/note-db.ts';
import { noteService } from './fixture/note-service.ts';

/** An in-process bus whose publishing can be cut, and which counts what it was asked to publish. */
class SwitchableBus extends MemoryBus {
  down = false;
  readonly published: string[] = [];
  override async publish(subject: string, data: Uint8Array, msgId: string): Promise<void> {
    if (this.down) throw new Error('broker unreachable');
    this.published.push(msgId);
    return super.publish(subject, data, msgId);
  }
}

const log = createLogger('relay-test', 'silent');
const Event = IdentityEvents.LocationCreated;
let env: TestEnv;
let db: Db<NoteClient>;
beforeAll(async () => {
  env = await createTestEnv('relay');
  ({ db } = await noteDb(env.config));
});
afterAll(async () => {
  await db?.close();
  await env?.dispose();
});

/** A note and its event in one transaction, as a service operation writes them. */
const write = (companyId: string, name: string, fail = false) =>
  asTenant(companyId, () =>
    db.tx(async (tx) => {
      await tx.note.create({ data: { text: name } });
      const envelope = await publishEvent(tx, Event, { locationId: randomUUID(), name });
      if (fail) throw new Error('business rule broke after the event was written');
      return envelope;
    }),
  );
const unsent = async () =>
  (await db.system((tx) => tx.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM kit_outbox WHERE sent_at IS NULL`))[0]!.n;

describe('outbox relay', () => {
  it('publishes the events of one transaction in the order they were written, single or in a batch', async () => {
    const bus = new SwitchableBus();
    const relay = new OutboxRelay(db as Db<unknown>, bus, log);
    await relay.drain();
    bus.published.length = 0;
    const names = ['first', 'second', 'third', 'fourth', 'fifth'];
    const written = await asTenant(randomUUID(), () =>
      db.tx(async (tx) => [
        await publishEvent(tx, Event, { locationId: randomUUID(), name: names[0]! }),
        ...(await publishEvents(
          tx,
          Event,
          names.slice(1, 4).map((name) => ({ locationId: randomUUID(), name })),
        )),
        await publishEvent(tx, Event, { locationId: randomUUID(), name: names[4]! }),
      ]),
    );
    expect(written.map((e) => (e.payload as { name: string }).name)).toEqual(names);
    expect(await publishEvents(db, Event, [])).toEqual([]);
    await relay.drain();
    expect(bus.published).toEqual(written.map((e) => e.id));
  });

  it('keeps the outbox order on the real broker when a whole batch is sent at once', async () => {
    const relay = new OutboxRelay(db as Db<unknown>, env.bus, log);
    await relay.drain();
    const payloads = Array.from({ length: 80 }, (_, i) => ({ locationId: randomUUID(), name: `n${i}` }));
    const written = await asTenant(randomUUID(), () => db.tx((tx) => publishEvents(tx, Event, payloads)));
    const received: string[] = [];
    const sub = await env.bus.subscribe('relay-order', Event.subject, async (batch) => {
      for (const m of batch) {
        received.push((JSON.parse(Buffer.from(m.data).toString()) as { id: string }).id);
        m.ack();
      }
    });
    try {
      await relay.drain();
      const mine = new Set(written.map((e) => e.id));
      await eventually(async () => (received.filter((id) => mine.has(id)).length === written.length ? true : undefined));
      expect(received.filter((id) => mine.has(id))).toEqual(written.map((e) => e.id));
    } finally {
      await sub.stop();
    }
  });

  it('publishes committed events under their event id and marks them sent; a rolled-back event never leaves', async () => {
    const bus = new SwitchableBus();
    const relay = new OutboxRelay(db as Db<unknown>, bus, log);
    const companyId = randomUUID();
    const kept = await write(companyId, 'kept');
    await expect(write(companyId, 'rolled back', true)).rejects.toThrow('business rule');
    expect(await relay.drain()).toBeGreaterThanOrEqual(1);
    expect(bus.published).toContain(kept.id);
    expect((await readOutbox(db as Db<unknown>, Event.subject)).map((e) => e.payload)).not.toContainEqual(
      expect.objectContaining({ name: 'rolled back' }),
    );
    expect(await unsent()).toBe(0);
  });

  it('keeps events while the bus is down, reports how long it has been stalled, and catches up', async () => {
    const bus = new SwitchableBus();
    const relay = new OutboxRelay(db as Db<unknown>, bus, log);
    bus.down = true;
    const envelope = await write(randomUUID(), 'waits');
    expect(relay.stalledForMs()).toBe(0);
    expect(await relay.drain()).toBe(0);
    await new Promise((r) => setTimeout(r, 50));
    expect(relay.stalledForMs()).toBeGreaterThanOrEqual(50);
    expect(await unsent()).toBe(1);

    bus.down = false;
    await relay.drain();
    expect(bus.published).toEqual([envelope.id]);
    expect(relay.stalledForMs()).toBe(0);
    expect(await unsent()).toBe(0);
    await relay.stop();
  });

  it('sends what is committed before it stops, and leaves the rest for the next start when the bus is down', async () => {
    const bus = new SwitchableBus();
    const relay = new OutboxRelay(db as Db<unknown>, bus, log);
    await relay.start();
    await relay.drain();
    // Committed after the last drain and before the next poll: only the stop's own drain sends it.
    const last = await write(randomUUID(), 'last before exit');
    await relay.stop();
    expect(bus.published).toContain(last.id);

    const stuck = new OutboxRelay(db as Db<unknown>, bus, log);
    await stuck.start();
    await stuck.drain();
    bus.down = true;
    const kept = await write(randomUUID(), 'kept for the next start');
    await stuck.stop();
    expect(bus.published).not.toContain(kept.id);
    bus.down = false;
    await new OutboxRelay(db as Db<unknown>, bus, log).drain();
    expect(bus.published).toContain(kept.id);
  });

  it('lets two replicas share the outbox without publishing a row twice', async () => {
    const bus = new SwitchableBus();
    const a = new OutboxRelay(db as Db<unknown>, bus, log);
    const b = new OutboxRelay(db as Db<unknown>, bus, log);
    const companyId = randomUUID();
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => write(companyId, `n${i}`).then((e) => e.id)));
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect(bus.published.sort()).toEqual(ids.sort());
  });
});

describe('readiness of a service whose outbox cannot publish', () => {
  let bus: SwitchableBus;
  let svc: RunningService<NoteClient>;
  beforeAll(async () => {
    bus = new SwitchableBus();
    const config = { ...env.config, READY_OUTBOX_STALL_MS: 400 };
    svc = await startService(noteService, { config, env: env.env, bus, cache: env.cache });
  });
  afterAll(async () => {
    await svc?.close();
  });
  const ready = async () => svc.app.inject({ method: 'GET', url: '/readyz' });

  it('answers 503 once events have waited longer than the threshold, and 200 after they went out', async () => {
    expect((await ready()).statusCode).toBe(200);
    bus.down = true;
    await asTenant(randomUUID(), () => svc.db.tx((tx) => publishEvent(tx, Event, { locationId: randomUUID(), name: 'stuck' })));
    // Briefly stalled is still ready: a blip must not take the pod out of the load balancer.
    expect((await ready()).statusCode).toBe(200);
    const down = await eventually(async () => ((await ready()).statusCode === 503 ? await ready() : undefined), 5_000, 'readyz 503');
    expect(down.json()).toMatchObject({ db: true, bus: true, outbox: false });

    bus.down = false;
    svc.relay.nudge();
    await eventually(async () => ((await ready()).statusCode === 200 ? true : undefined), 5_000, 'readyz 200');
  });
});
