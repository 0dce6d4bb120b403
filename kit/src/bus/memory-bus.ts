import type { Bus, BusMessage, Subscription } from './bus.ts';
import { subjectMatches } from './bus.ts';

interface Durable {
  subject: string;
  cursor: number;
  handler?: (msg: BusMessage) => Promise<void>;
  running: boolean;
}

const DEDUPE_WINDOW_MS = 120_000;

/**
 * In-process bus for standalone mode: same semantics as the JetStream adapter (durables resume,
 * redelivery with delay until ack, msg-id dedupe), kept in memory for the process's lifetime.
 */
export class MemoryBus implements Bus {
  readonly kind = 'memory' as const;
  private readonly logs = new Map<string, Uint8Array[]>();
  private readonly durables = new Map<string, Durable>();
  private readonly seen = new Map<string, number>();
  private readonly listeners = new Set<{ pattern: string; handler: (s: string, d: Uint8Array) => void }>();
  private closed = false;

  async publish(subject: string, data: Uint8Array, msgId: string): Promise<void> {
    if (this.closed) throw new Error('bus closed');
    const now = Date.now();
    for (const [id, at] of this.seen) if (now - at > DEDUPE_WINDOW_MS) this.seen.delete(id);
    if (this.seen.has(msgId)) return;
    this.seen.set(msgId, now);
    const log = this.logs.get(subject) ?? [];
    log.push(data);
    this.logs.set(subject, log);
    for (const d of this.durables.values()) if (d.subject === subject) this.pump(d);
  }

  async subscribe(durable: string, subject: string, handler: (msg: BusMessage) => Promise<void>): Promise<Subscription> {
    const key = `${durable}|${subject}`;
    const d = this.durables.get(key) ?? { subject, cursor: 0, running: false };
    d.handler = handler;
    this.durables.set(key, d);
    this.pump(d);
    return {
      stop: async () => {
        d.handler = undefined;
      },
    };
  }

  private pump(d: Durable): void {
    if (d.running || !d.handler || this.closed) return;
    d.running = true;
    void this.drain(d).finally(() => {
      d.running = false;
      if (d.handler && d.cursor < (this.logs.get(d.subject)?.length ?? 0)) this.pump(d);
    });
  }

  private async drain(d: Durable): Promise<void> {
    while (d.handler && !this.closed && d.cursor < (this.logs.get(d.subject)?.length ?? 0)) {
      const data = this.logs.get(d.subject)![d.cursor]!;
      let deliveries = 0;
      for (;;) {
        deliveries++;
        let outcome: 'ack' | 'term' | number = 'ack';
        let settled = false;
        const msg: BusMessage = {
          subject: d.subject,
          data,
          deliveryCount: deliveries,
          ack: () => ((outcome = 'ack'), (settled = true)),
          term: () => ((outcome = 'term'), (settled = true)),
          nak: (delay) => ((outcome = delay), (settled = true)),
        };
        try {
          await d.handler(msg);
        } catch {
          if (!settled) outcome = 1000;
        }
        if (typeof outcome !== 'number') break;
        await new Promise((r) => setTimeout(r, outcome as number));
        if (!d.handler || this.closed) return;
      }
      d.cursor++;
    }
  }

  async notify(subject: string, data: Uint8Array): Promise<void> {
    for (const l of this.listeners) if (subjectMatches(l.pattern, subject)) l.handler(subject, data);
  }

  async listen(pattern: string, handler: (subject: string, data: Uint8Array) => void): Promise<Subscription> {
    const entry = { pattern, handler };
    this.listeners.add(entry);
    return { stop: async () => void this.listeners.delete(entry) };
  }

  async ready(): Promise<boolean> {
    return !this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}
