import {
  AckPolicy,
  connect,
  ConsumerEvents,
  DeliverPolicy,
  Events,
  nanos,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type NatsConnection,
} from 'nats';
import { createLogger, type Logger } from '../logger.ts';
import type { BatchHandler, Bus, Subscription } from './bus.ts';
import { MAX_BATCH, producerOf, STREAM_RETENTION_MS, streamOf } from './bus.ts';

const DUPLICATE_WINDOW_MS = 120_000;
/** How long one pull waits; also how soon a consumer lost on the server is noticed. */
const PULL_EXPIRES_MS = 5_000;
/** Redelivery delay for a message whose handler threw before settling it. */
const HANDLER_ERROR_RETRY_MS = 1_000;
/** A server round trip slower than this counts as "broker unreachable" for readiness. */
const READY_RTT_TIMEOUT_MS = 1_000;

/** JetStream API calls at start: a busy server (or machine) may answer one late, never all. */
const API_TIMEOUT_MS = 10_000;
const API_ATTEMPTS = 4;

const isTimeout = (err: unknown) => (err as { code?: unknown } | null)?.code === 'TIMEOUT';

/** Repeats a JetStream API call that timed out (they are idempotent here), so a start under load does not die of one slow answer. */
export async function retryingTimeouts<T>(call: () => Promise<T>, attempts = API_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      if (!isTimeout(err) || attempt >= attempts) throw err;
    }
  }
}

/** JetStream adapter: one stream per producing service (`BOOKING` holds `booking.>`). */
export class NatsBus implements Bus {
  readonly kind = 'nats' as const;
  private readonly streams = new Map<string, Promise<void>>();
  private readonly consumers = new Set<ConsumerMessages>();
  /** The client's own view; with endless reconnects the connection never closes, so "not closed" says nothing. */
  private connected = true;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly namespace: string,
    private readonly log: Logger,
  ) {
    void this.watchStatus();
  }

  /** `namespace` keeps separate environments (test runs) apart on one NATS server. */
  static async connect(url: string, name: string, namespace = '', log: Logger = createLogger(`${name}-bus`)): Promise<NatsBus> {
    const nc = await connect({ servers: url, name, reconnect: true, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
    const jsm = await retryingTimeouts(() => nc.jetstreamManager({ timeout: API_TIMEOUT_MS }));
    return new NatsBus(nc, nc.jetstream({ timeout: 5_000 }), jsm, namespace, log);
  }

  private async watchStatus(): Promise<void> {
    for await (const s of this.nc.status()) {
      if (s.type === Events.Disconnect) {
        this.connected = false;
        this.log.warn({ server: s.data }, 'broker connection lost; reconnecting');
      } else if (s.type === Events.Reconnect) {
        this.connected = true;
        this.log.info({ server: s.data }, 'broker connection back');
      }
    }
  }

  private ns(subject: string): string {
    return this.namespace ? `${this.namespace}.${subject}` : subject;
  }

  /** A subject as the broker names it, without this namespace. */
  private local(subject: string): string {
    return this.namespace ? subject.slice(this.namespace.length + 1) : subject;
  }

  private streamName(subject: string): string {
    return this.namespace ? `${this.namespace.toUpperCase()}_${streamOf(subject)}` : streamOf(subject);
  }

  /** Removes this namespace's streams (test teardown). */
  async deleteStreams(): Promise<void> {
    if (!this.namespace) throw new Error('refusing to delete streams without a namespace');
    for (const name of this.streams.keys()) await this.jsm.streams.delete(name).catch(() => undefined);
  }

  private ensureStream(subject: string): Promise<void> {
    const name = this.streamName(subject);
    let pending = this.streams.get(name);
    if (!pending) {
      pending = (async () => {
        try {
          await this.jsm.streams.info(name);
        } catch {
          await this.jsm.streams
            .add({
              name,
              subjects: [this.ns(`${producerOf(subject)}.>`)],
              duplicate_window: nanos(DUPLICATE_WINDOW_MS),
              max_age: nanos(STREAM_RETENTION_MS),
            })
            .catch(async (err: Error) => {
              // Another process created it meanwhile.
              await this.jsm.streams.info(name).catch(() => Promise.reject(err));
            });
        }
      })();
      pending.catch(() => this.streams.delete(name));
      this.streams.set(name, pending);
    }
    return pending;
  }

  async publish(subject: string, data: Uint8Array, msgId: string): Promise<void> {
    await this.ensureStream(subject);
    try {
      await this.js.publish(this.ns(subject), data, { msgID: msgId });
    } catch (err) {
      // The stream may be gone (broker restarted without storage): look again on the next try.
      this.streams.delete(this.streamName(subject));
      throw err;
    }
  }

  async subscribe(durable: string, subject: string, handler: BatchHandler): Promise<Subscription> {
    const stream = this.streamName(subject);
    const name = `${durable}__${subject.replace(/[.*>]/g, '_')}`;
    const declare = async () => {
      await this.ensureStream(subject);
      await this.jsm.consumers.add(stream, {
        durable_name: name,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject: this.ns(subject),
        ack_wait: nanos(30_000),
        max_deliver: -1,
      });
    };
    await retryingTimeouts(declare);
    const consumer = await retryingTimeouts(() => this.js.consumers.get(stream, name));
    const messages = await consumer.consume({ max_messages: 64, expires: PULL_EXPIRES_MS });
    this.consumers.add(messages);
    void this.redeclareWhenLost(messages, stream, name, declare);
    const loop = (async () => {
      // Messages arriving while a batch is handled wait here and form the next batch.
      const pending: JsMsg[] = [];
      let flushing: Promise<void> | undefined;
      const flush = async () => {
        while (pending.length) await this.handleBatch(subject, pending.splice(0, MAX_BATCH), handler);
        flushing = undefined;
      };
      for await (const m of messages) {
        pending.push(m);
        flushing ??= flush();
        if (pending.length >= MAX_BATCH) await flushing;
      }
      await flushing;
    })();
    return {
      stop: async () => {
        this.consumers.delete(messages);
        await messages.close();
        await loop.catch(() => undefined);
      },
    };
  }

  private async handleBatch(subject: string, batch: JsMsg[], handler: BatchHandler): Promise<void> {
    const settled = new Set<JsMsg>();
    const settle = (m: JsMsg, fn: () => void) => {
      settled.add(m);
      fn();
    };
    try {
      await handler(
        batch.map((m) => ({
          subject: this.local(m.subject),
          data: m.data,
          deliveryCount: m.info.deliveryCount,
          ack: () => settle(m, () => m.ack()),
          nak: (delay) => settle(m, () => m.nak(delay)),
          term: () => settle(m, () => m.term()),
        })),
      );
    } catch (err) {
      // A throwing handler must not end the loop: the durable would stop consuming for good.
      this.log.error({ err, subject }, 'bus handler threw; message will be redelivered');
      for (const m of batch) if (!settled.has(m)) m.nak(HANDLER_ERROR_RETRY_MS);
    }
  }

  /**
   * The client keeps pulling from a consumer (or stream) the server no longer has, e.g. after a
   * broker restart without its storage, but never recreates it: without this the durable would
   * stop receiving for good. Recreated from the start of the stream; the inbox drops repeats.
   */
  private async redeclareWhenLost(messages: ConsumerMessages, stream: string, name: string, declare: () => Promise<void>): Promise<void> {
    for await (const s of await messages.status()) {
      if (s.type !== ConsumerEvents.ConsumerNotFound && s.type !== ConsumerEvents.StreamNotFound) continue;
      this.log.warn({ stream, consumer: name, status: s.type }, 'durable consumer lost on the server; declaring it again');
      this.streams.delete(stream);
      await declare().catch((err: Error) =>
        this.log.warn({ err: err.message, consumer: name }, 'declaring the consumer failed; will retry'),
      );
    }
  }

  async notify(subject: string, data: Uint8Array): Promise<void> {
    this.nc.publish(this.ns(subject), data);
  }

  async listen(pattern: string, handler: (subject: string, data: Uint8Array) => void): Promise<Subscription> {
    const sub = this.nc.subscribe(this.ns(pattern), { callback: (err, msg) => !err && handler(this.local(msg.subject), msg.data) });
    return { stop: async () => sub.unsubscribe() };
  }

  /** Connected in the client's view and a server round trip answers in time. */
  async ready(): Promise<boolean> {
    if (this.nc.isClosed() || !this.connected) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_RTT_TIMEOUT_MS)));
    try {
      return await Promise.race([this.nc.rtt().then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    for (const c of this.consumers) await c.close().catch(() => undefined);
    await this.nc.drain().catch(() => undefined);
  }
}
