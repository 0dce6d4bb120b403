import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { STREAM_RETENTION_MS } from '../src/bus/bus.ts';
import { MemoryBus } from '../src/bus/memory-bus.ts';

const SUBJECT = 'kittest.thing.happened';
const DAY_MS = 86_400_000;

/** A durable's bodies, acked as they come. */
async function reader(bus: MemoryBus, durable: string) {
  const seen: string[] = [];
  await bus.subscribe(durable, SUBJECT, async (msgs) => {
    for (const m of msgs) {
      seen.push(Buffer.from(m.data).toString());
      m.ack();
    }
  });
  return seen;
}

describe('the in-process bus keeps events as long as JetStream does', () => {
  it('forgets what is past the retention: a new durable starts after it, one that read on keeps its place', async () => {
    let now = Date.parse('2026-11-01T08:00:00Z');
    const bus = new MemoryBus(() => now);
    const early = await reader(bus, 'early');
    await bus.publish(SUBJECT, Buffer.from('old'), randomUUID());
    now += STREAM_RETENTION_MS - DAY_MS;
    await bus.publish(SUBJECT, Buffer.from('younger'), randomUUID());
    await expect.poll(() => early).toEqual(['old', 'younger']);

    now += 2 * DAY_MS;
    await bus.publish(SUBJECT, Buffer.from('new'), randomUUID());
    // A durable made now sees what a JetStream stream of this age still holds.
    const late = await reader(bus, 'late');
    await expect.poll(() => late).toEqual(['younger', 'new']);
    await expect.poll(() => early).toEqual(['old', 'younger', 'new']);

    now += STREAM_RETENTION_MS + DAY_MS;
    await bus.publish(SUBJECT, Buffer.from('latest'), randomUUID());
    await expect.poll(() => late).toEqual(['younger', 'new', 'latest']);
    const last = await reader(bus, 'last');
    await expect.poll(() => last).toEqual(['latest']);
    await bus.close();
  });

  it('moves a durable that fell behind the retention on to the oldest event kept', async () => {
    let now = Date.parse('2026-11-01T08:00:00Z');
    const bus = new MemoryBus(() => now);
    await bus.publish(SUBJECT, Buffer.from('a'), randomUUID());
    const slow = await reader(bus, 'slow');
    await expect.poll(() => slow).toEqual(['a']);
    const sub = await bus.subscribe('slow', SUBJECT, async () => undefined);
    await sub.stop();
    await bus.publish(SUBJECT, Buffer.from('missed'), randomUUID());
    now += STREAM_RETENTION_MS + DAY_MS;
    await bus.publish(SUBJECT, Buffer.from('kept'), randomUUID());
    const back = await reader(bus, 'slow');
    await expect.poll(() => back).toEqual(['kept']);
    await bus.close();
  });
});
