import { randomUUID } from 'node:crypto';
import { IdentityEvents } from '@takt/proto';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryBus } from '../src/bus/index.ts';
import { consumersOf } from '../src/events/consumers.ts';
import { startConsumers, type ConsumerStats } from '../src/events/inbox.ts';
import { ForegroundFirst, requestLoad } from '../src/http/request-load.ts';
import { createLogger } from '../src/logger.ts';
import { emitEvent } from '../src/testing/index.ts';
import { useNoteDb, type NoteClient } from './fixture/note-db.ts';

/** `n` requests begun, ended by the returned function. */
function requests(n: number): () => void {
  for (let i = 0; i < n; i++) requestLoad.begin();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    for (let i = 0; i < n; i++) requestLoad.end();
  };
}
const open: (() => void)[] = [];
afterEach(() => {
  for (const end of open.splice(0)) end();
});

describe('consumers hold back in a rush of requests', () => {
  it('waits while more requests than the limit run, and goes on as soon as they are answered', async () => {
    const manners = new ForegroundFirst(2, 5_000, 1_000);
    await manners.wait(); // quiet: no wait at all
    const end = requests(3);
    open.push(end);
    let done = false;
    const waiting = manners.wait().then(() => (done = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(false);
    end();
    await waiting;
    expect(requestLoad.inFlight).toBe(0);
  });

  it('waits at most its longest wait, and then not again for a while, so a lasting load never starves it', async () => {
    const manners = new ForegroundFirst(2, 60, 300);
    open.push(requests(3));
    let started = Date.now();
    await manners.wait();
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    started = Date.now();
    await manners.wait();
    expect(Date.now() - started).toBeLessThan(30);
    await new Promise((r) => setTimeout(r, 320));
    started = Date.now();
    await manners.wait();
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });
});

describe('a service’s consumers in a rush', () => {
  const fx = useNoteDb('request-load', 'request_load');

  it('handle an event after the rush of requests has been answered', async () => {
    const { on } = consumersOf<NoteClient>();
    const handledAt: number[] = [];
    const bus = new MemoryBus();
    const stats: ConsumerStats = { handled: 0, duplicates: 0, retried: 0, parked: 0 };
    const subs = await startConsumers(
      'kittest',
      [on(IdentityEvents.LocationCreated, async () => void handledAt.push(Date.now()))],
      fx.db,
      bus,
      createLogger('request-load-test', 'silent'),
      stats,
    );
    const end = requests(20);
    open.push(end);
    await emitEvent({ ...fx.env, bus }, IdentityEvents.LocationCreated, randomUUID(), { locationId: randomUUID(), name: 'Halle' });
    await new Promise((r) => setTimeout(r, 150));
    expect(handledAt).toEqual([]);
    end();
    await expect.poll(() => handledAt.length).toBe(1);
    for (const s of subs) await s.stop();
  });
});
