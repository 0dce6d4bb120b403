import type { MessagePort } from 'node:worker_threads';
import type { HopAnswer, HopRequest, LocalHop } from '@takt/gateway';
import type { Bus, Cache, Subscription } from '@takt/kit';

// The standalone's in-process bus and cache serve a thread of its own (the gateway's) over a
// MessagePort: the thread's Bus and Cache send each call to the main thread, which answers from the
// one MemoryBus and MemoryCache every service shares, so a logout, a rate limit or a notice is
// the same on both threads (decision 0080). Only what the gateway calls crosses.

type Call =
  | { id: number; op: 'get'; key: string }
  | { id: number; op: 'set'; key: string; value: string; ttlSeconds: number }
  | { id: number; op: 'del'; key: string }
  | { id: number; op: 'hit'; key: string; windowSeconds: number }
  | { id: number; op: 'advance'; key: string; floor: number; ttlSeconds: number }
  | { id: number; op: 'notify'; subject: string; data: Uint8Array }
  | { id: number; op: 'listen'; pattern: string }
  | { id: number; op: 'unlisten'; listener: number }
  | { id: number; op: 'ready' }
  | ({ id: number; op: 'request' } & HopRequest);

/** A call as the thread sends it, before it is numbered. */
type Unnumbered = Call extends infer C ? (C extends { id: number } ? Omit<C, 'id'> : never) : never;

type Answer = { id: number; value?: unknown; error?: string } | { notice: number; subject: string; data: Uint8Array };

/** The main thread's side: answers the thread's calls from `bus` and `cache` until the port closes. */
export function serveBridge(port: MessagePort, bus: Bus, cache: Cache, hop?: LocalHop): void {
  const listeners = new Map<number, Subscription>();
  const run = (call: Call): Promise<unknown> => {
    switch (call.op) {
      case 'get':
        return cache.get(call.key);
      case 'set':
        return cache.set(call.key, call.value, call.ttlSeconds);
      case 'del':
        return cache.del(call.key);
      case 'hit':
        return cache.hit(call.key, call.windowSeconds);
      case 'advance':
        return cache.advance(call.key, call.floor, call.ttlSeconds);
      case 'notify':
        return bus.notify(call.subject, call.data);
      case 'ready':
        return bus.ready();
      case 'request': {
        if (!hop) return Promise.reject(new Error('no services on this thread'));
        const { id: _id, op: _op, ...req } = call;
        return hop(req).then((answer) => ({ ...answer, body: exactly(answer.body) }));
      }
      case 'listen':
        return bus
          .listen(call.pattern, (subject, data) => port.postMessage({ notice: call.id, subject, data } satisfies Answer))
          .then((sub) => void listeners.set(call.id, sub));
      case 'unlisten': {
        const sub = listeners.get(call.listener);
        listeners.delete(call.listener);
        return sub ? sub.stop() : Promise.resolve();
      }
    }
  };
  port.on('message', (call: Call) => {
    run(call).then(
      (value) => port.postMessage({ id: call.id, value } satisfies Answer),
      (err: Error) => port.postMessage({ id: call.id, error: err.message } satisfies Answer),
    );
  });
  port.on('close', () => {
    for (const sub of listeners.values()) void sub.stop();
    listeners.clear();
  });
}

/**
 * The bytes in an array of their own: a message copies a view's whole buffer, and small buffers
 * are views into a shared 8 KiB pool.
 */
const exactly = (bytes: Uint8Array): Uint8Array =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);

/** The thread's side: one call per message, answered in any order. */
class Caller {
  private next = 1;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  readonly notices = new Map<number, (subject: string, data: Uint8Array) => void>();
  open = true;

  constructor(private readonly port: MessagePort) {
    port.on('message', (answer: Answer) => {
      if ('notice' in answer) return this.notices.get(answer.notice)?.(answer.subject, answer.data);
      const waiter = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      if (answer.error !== undefined) waiter?.reject(new Error(answer.error));
      else waiter?.resolve(answer.value);
    });
    port.on('close', () => {
      this.open = false;
      for (const w of this.waiting.values()) w.reject(new Error('bridge closed'));
      this.waiting.clear();
    });
  }

  call<T>(call: Unnumbered, id = this.next++): Promise<T> {
    if (!this.open) return Promise.reject(new Error('bridge closed'));
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.port.postMessage({ ...call, id });
    });
  }

  id(): number {
    return this.next++;
  }

  close(): void {
    this.open = false;
    this.port.close();
  }
}

/** The cache and bus of a thread whose main thread runs `serveBridge` on the other end of `port`. */
export function bridgedInfrastructure(port: MessagePort): { bus: Bus; cache: Cache; hop: LocalHop } {
  const caller = new Caller(port);
  const cache: Cache = {
    kind: 'memory',
    get: (key) => caller.call({ op: 'get', key }),
    set: (key, value, ttlSeconds) => caller.call({ op: 'set', key, value, ttlSeconds }),
    del: (key) => caller.call({ op: 'del', key }),
    hit: (key, windowSeconds) => caller.call({ op: 'hit', key, windowSeconds }),
    advance: (key, floor, ttlSeconds) => caller.call({ op: 'advance', key, floor, ttlSeconds }),
    ready: () => caller.open,
    close: async () => caller.close(),
  };
  const bus: Bus = {
    kind: 'memory',
    publish: () => Promise.reject(new Error('the gateway thread publishes no durable events')),
    subscribe: () => Promise.reject(new Error('the gateway thread has no durable consumers')),
    notify: (subject, data) => caller.call({ op: 'notify', subject, data }),
    listen: async (pattern, handler) => {
      const id = caller.id();
      caller.notices.set(id, handler);
      await caller.call({ op: 'listen', pattern }, id);
      return {
        stop: async () => {
          caller.notices.delete(id);
          if (caller.open) await caller.call({ op: 'unlisten', listener: id });
        },
      };
    },
    ready: () => (caller.open ? caller.call<boolean>({ op: 'ready' }) : Promise.resolve(false)),
    close: async () => caller.close(),
  };
  const hop: LocalHop = ({ body, ...req }) => caller.call<HopAnswer>({ op: 'request', ...req, ...(body ? { body: exactly(body) } : {}) });
  return { bus, cache, hop };
}
