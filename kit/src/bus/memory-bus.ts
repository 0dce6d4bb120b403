import type { BatchHandler, Bus, BusMessage, Subscription } from './bus.ts';
import { MAX_BATCH, producerOf, subjectMatches } from './bus.ts';

interface Durable {
  /** A subject or a producer's pattern (`membership.>`). */
  subject: string;
  /** The next entry of the producer's log to look at. */
  cursor: number;
  handler?: BatchHandler;
  running: boolean;
}

const DEDUPE_WINDOW_MS = 120_000;

interface Entry {
  subject: string;
  data: Uint8Array;
}

/**
 * In-process bus for standalone mode: same semantics as the JetStream adapter (durables resume,
 * redelivery with delay until ack, msg-id dedupe), kept in memory for the process's lifetime.
 */
export class MemoryBus implements Bus {
  readonly kind = 'memory' as const;
  /** A producer's messages share one log, as they share one JetStream stream. */
  private readonly logs = new Map<string, Entry[]>();
  private readonly durables = new Map<string, Durable>();
  private readonly seen = new Map<string, number>();
  private readonly listeners = new Set<{ pattern: string; handler: (s: string, d: Uint8Array) => void }>();
  private closed = false;

  async publish(subject: string, data: Uint8Array, msgId: string): Promise<void> {
    if (this.closed) throw new Error('bus closed');
    const now = Date.now();
    // Insertion order is time order: the expired ids are the first ones.
    for (const [id, at] of this.seen) {
      if (now - at <= DEDUPE_WINDOW_MS) break;
      this.seen.delete(id);
    }
    if (this.seen.has(msgId)) return;
    this.seen.set(msgId, now);
    const log = this.logs.get(producerOf(subject)) ?? [];
    log.push({ subject, data });
    this.logs.set(producerOf(subject), log);
    for (const d of this.durables.values()) if (subjectMatches(d.subject, subject)) this.pump(d);
  }

  async subscribe(durable: string, subject: string, handler: BatchHandler): Promise<Subscription> {
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
      if (d.handler && d.cursor < this.logOf(d).length) this.pump(d);
    });
  }

  /**
   * Hands the waiting messages over as one batch; those nak'd (or left unsettled by a throw) are
   * redelivered after the shortest delay asked, before the durable moves on.
   */
  private async drain(d: Durable): Promise<void> {
    while (d.handler && !this.closed && d.cursor < this.logOf(d).length) {
      const log = this.logOf(d);
      const batch: Entry[] = [];
      let end = d.cursor;
      for (; end < log.length && batch.length < MAX_BATCH; end++) if (subjectMatches(d.subject, log[end]!.subject)) batch.push(log[end]!);
      const deliveries = batch.map(() => 0);
      let todo = batch.map((_, i) => i);
      while (todo.length) {
        const outcome = new Map<number, 'ack' | 'term' | number>();
        const msgs = todo.map((i): BusMessage => ({
          subject: batch[i]!.subject,
          data: batch[i]!.data,
          deliveryCount: ++deliveries[i]!,
          ack: () => outcome.set(i, 'ack'),
          term: () => outcome.set(i, 'term'),
          nak: (delay) => outcome.set(i, delay),
        }));
        try {
          await d.handler(msgs);
        } catch {
          for (const i of todo) if (!outcome.has(i)) outcome.set(i, 1000);
        }
        todo = todo.filter((i) => typeof outcome.get(i) === 'number');
        if (!todo.length) break;
        await new Promise((r) => setTimeout(r, Math.min(...todo.map((i) => outcome.get(i) as number))));
        if (!d.handler || this.closed) return;
      }
      d.cursor = end;
    }
  }

  private logOf(d: Durable): Entry[] {
    return this.logs.get(producerOf(d.subject)) ?? [];
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
