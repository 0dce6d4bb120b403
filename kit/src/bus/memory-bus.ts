import type { BatchHandler, Bus, BusMessage, Subscription } from './bus.ts';
import { MAX_BATCH, producerOf, STREAM_RETENTION_MS, subjectMatches } from './bus.ts';

interface Durable {
  /** A subject or a producer's pattern (`membership.>`). */
  subject: string;
  /** The position in the producer's log of the next entry to look at. */
  cursor: number;
  handler?: BatchHandler;
  running: boolean;
}

const DEDUPE_WINDOW_MS = 120_000;

/** Expired entries leave the log at most this often, in one cut. */
const TRIM_EVERY_MS = 60_000;

interface Entry {
  subject: string;
  data: Uint8Array;
  at: number;
}

/** A producer's events from position `base` on; older ones are gone with the retention. */
interface Log {
  entries: Entry[];
  base: number;
  trimmedAt: number;
}

/**
 * In-process bus for standalone mode: same semantics as the JetStream adapter (durables resume,
 * redelivery with delay until ack, msg-id dedupe), kept in memory for the process's lifetime.
 */
export class MemoryBus implements Bus {
  readonly kind = 'memory' as const;
  /** A producer's messages share one log, as they share one JetStream stream. */
  private readonly logs = new Map<string, Log>();
  private readonly durables = new Map<string, Durable>();
  private readonly seen = new Map<string, number>();
  private readonly listeners = new Set<{ pattern: string; handler: (s: string, d: Uint8Array) => void }>();
  private closed = false;

  /** `now` is the clock (tests move it). */
  constructor(private readonly now: () => number = Date.now) {}

  async publish(subject: string, data: Uint8Array, msgId: string): Promise<void> {
    if (this.closed) throw new Error('bus closed');
    const now = this.now();
    // Insertion order is time order: the expired ids are the first ones.
    for (const [id, at] of this.seen) {
      if (now - at <= DEDUPE_WINDOW_MS) break;
      this.seen.delete(id);
    }
    if (this.seen.has(msgId)) return;
    this.seen.set(msgId, now);
    const log = this.logOf(subject);
    this.trim(log, now);
    log.entries.push({ subject, data, at: now });
    for (const d of this.durables.values()) if (subjectMatches(d.subject, subject)) this.pump(d);
  }

  /**
   * Forgets the entries past the retention, as JetStream does, so a long-running standalone does
   * not keep every event in memory; a durable that had not read them moves on past them.
   */
  private trim(log: Log, now: number): void {
    if (now - log.trimmedAt < TRIM_EVERY_MS) return;
    log.trimmedAt = now;
    let expired = 0;
    while (expired < log.entries.length && now - log.entries[expired]!.at > STREAM_RETENTION_MS) expired++;
    if (!expired) return;
    log.entries.splice(0, expired);
    log.base += expired;
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
      const log = this.logOf(d.subject);
      if (d.handler && d.cursor < log.base + log.entries.length) this.pump(d);
    });
  }

  /**
   * Hands the waiting messages over as one batch; those nak'd (or left unsettled by a throw) are
   * redelivered after the shortest delay asked, before the durable moves on.
   */
  private async drain(d: Durable): Promise<void> {
    const log = this.logOf(d.subject);
    while (d.handler && !this.closed && d.cursor < log.base + log.entries.length) {
      d.cursor = Math.max(d.cursor, log.base);
      const batch: Entry[] = [];
      let end = d.cursor;
      for (; end < log.base + log.entries.length && batch.length < MAX_BATCH; end++) {
        const entry = log.entries[end - log.base]!;
        if (subjectMatches(d.subject, entry.subject)) batch.push(entry);
      }
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

  private logOf(subject: string): Log {
    const producer = producerOf(subject);
    let log = this.logs.get(producer);
    if (!log) {
      log = { entries: [], base: 0, trimmedAt: 0 };
      this.logs.set(producer, log);
    }
    return log;
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
