import WebSocket from 'ws';
import { frame, parseFrames } from '@takt/gateway';

export interface HubClient {
  invoke(target: string, ...args: unknown[]): Promise<void>;
  /** Resolves with the arguments of the next `target` message. */
  next(target: string, timeoutMs?: number): Promise<unknown[]>;
  close(): void;
  /** Resolves with the close code once the socket is closed (by either side). */
  closed: Promise<number>;
}

/** A minimal SignalR JSON-protocol client, as the web app's hub connection speaks it. */
export async function connectHub(baseUrl: string, token: string): Promise<HubClient> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/hub/bapi/BackendHub?access_token=${encodeURIComponent(token)}`;
  const socket = new WebSocket(url);
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const inbox: { target?: string; type?: number; invocationId?: string; arguments?: unknown[]; error?: string }[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    for (const m of parseFrames(data.toString())) inbox.push(m as (typeof inbox)[number]);
    for (const w of waiters) w();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`hub closed with ${code}`)));
  });
  const waitFor = <T>(pick: () => T | undefined, timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const v = pick();
        if (v !== undefined) {
          waiters.delete(check);
          clearTimeout(timer);
          resolve(v);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  socket.send(frame({ protocol: 'json', version: 1 }));
  await waitFor(() => (inbox.length ? inbox.shift() : undefined), 5_000, 'handshake');
  let nextId = 0;
  return {
    async invoke(target, ...args) {
      const invocationId = String(nextId++);
      socket.send(frame({ type: 1, invocationId, target, arguments: args }));
      const done = await waitFor(() => inbox.find((m) => m.type === 3 && m.invocationId === invocationId), 5_000, `${target} completion`);
      if (done.error) throw new Error(done.error);
    },
    async next(target, timeoutMs = 15_000) {
      const m = await waitFor(
        () => {
          const i = inbox.findIndex((x) => x.type === 1 && x.target === target);
          return i >= 0 ? inbox.splice(i, 1)[0] : undefined;
        },
        timeoutMs,
        target,
      );
      return m.arguments ?? [];
    },
    close: () => socket.close(),
    closed,
  };
}
