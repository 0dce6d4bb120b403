import { MessageChannel } from 'node:worker_threads';
import type { HopRequest, LocalHop } from '@takt/gateway';
import { MemoryBus, MemoryCache } from '@takt/kit';
import { afterEach, describe, expect, it } from 'vitest';
import { bridgedInfrastructure, serveBridge } from '../src/thread-bridge.ts';

class UnreachableBus extends MemoryBus {
  override notify(): Promise<void> {
    return Promise.reject(new Error('broker unreachable'));
  }
}

const opened: MessageChannel[] = [];
/** The main thread's bus and cache, and a thread's bridged ones over a fresh channel. */
function bridge(bus = new MemoryBus(), hop?: LocalHop) {
  const channel = new MessageChannel();
  opened.push(channel);
  const host = { bus, cache: new MemoryCache() };
  serveBridge(channel.port1, host.bus, host.cache, hop);
  return { host, ...bridgedInfrastructure(channel.port2) };
}
afterEach(() => {
  for (const c of opened.splice(0)) c.port1.close();
});

describe('the gateway thread bridge', () => {
  it("answers every cache call from the main thread's cache", async () => {
    const { host, cache } = bridge();
    await cache.set('stamp', '42', 60);
    expect(await host.cache.get('stamp')).toBe('42');
    await host.cache.set('other', 'x', 60);
    expect(await cache.get('other')).toBe('x');
    expect(await cache.get('missing')).toBeNull();
    expect((await cache.hit('rl', 60)).count).toBe(1);
    expect((await cache.hit('rl', 60)).count).toBe(2);
    expect(await cache.advance('n', 10, 60)).toBe(10);
    expect(await cache.advance('n', 5, 60)).toBe(11);
    await cache.del('stamp');
    expect(await host.cache.get('stamp')).toBeNull();
    expect(cache.ready()).toBe(true);
  });

  it('hands notices to the listener until it stops, and the thread may notify too', async () => {
    const { host, bus } = bridge();
    const got: string[] = [];
    const sub = await bus.listen('notify.>', (subject, data) => got.push(`${subject}:${Buffer.from(data).toString()}`));
    await host.bus.notify('notify.seats', Buffer.from('3'));
    await bus.notify('notify.seats', Buffer.from('4'));
    await expect.poll(() => got).toEqual(['notify.seats:3', 'notify.seats:4']);
    await sub.stop();
    await host.bus.notify('notify.seats', Buffer.from('5'));
    await new Promise((r) => setTimeout(r, 50));
    expect(got).toHaveLength(2);
    expect(await bus.ready()).toBe(true);
  });

  it("passes the main thread's failures on, refuses durable work, and fails cleanly once closed", async () => {
    const { bus, cache } = bridge(new UnreachableBus());
    await expect(bus.notify('notify.x', Buffer.from('1'))).rejects.toThrow('broker unreachable');
    await expect(bus.publish('booking.x', Buffer.from('1'), 'id')).rejects.toThrow('no durable events');
    await expect(bus.subscribe('d', 'booking.>', async () => undefined)).rejects.toThrow('no durable consumers');
    await cache.close();
    expect(cache.ready()).toBe(false);
    await expect(cache.get('k')).rejects.toThrow('bridge closed');
    expect(await bus.ready()).toBe(false);
  });

  it("hands the thread's requests to the main thread's services and their answers back, byte for byte", async () => {
    const seen: HopRequest[] = [];
    const { hop } = bridge(new MemoryBus(), async (req) => {
      seen.push(req);
      // A small Buffer is a view into Node's shared pool: only its own bytes may cross.
      return {
        statusCode: 201,
        headers: { 'content-type': 'application/json', vary: ['a', 'b'] },
        body: Buffer.from(`[${Buffer.from(req.body!).toString()}]`),
      };
    });
    const answer = await hop({
      origin: 'http://svc',
      method: 'POST',
      path: '/api/x?y=1',
      headers: { 'x-caller': 'signed' },
      body: Buffer.from('{"n":1}'),
    });
    expect(seen).toEqual([
      { origin: 'http://svc', method: 'POST', path: '/api/x?y=1', headers: { 'x-caller': 'signed' }, body: expect.any(Uint8Array) },
    ]);
    expect(seen[0]!.body!.byteLength).toBe(7);
    expect(answer).toMatchObject({ statusCode: 201, headers: { 'content-type': 'application/json', vary: ['a', 'b'] } });
    expect(Buffer.from(answer.body).toString()).toBe('[{"n":1}]');
    expect(answer.body.buffer.byteLength).toBe(9);
  });

  it("passes a service's failure on, and refuses requests when the main thread has no services", async () => {
    const failing = bridge(new MemoryBus(), () => Promise.reject(new Error('service gone')));
    await expect(failing.hop({ origin: 'http://svc', method: 'GET', path: '/', headers: {} })).rejects.toThrow('service gone');
    const none = bridge();
    await expect(none.hop({ origin: 'http://svc', method: 'GET', path: '/', headers: {} })).rejects.toThrow('no services on this thread');
  });
});
