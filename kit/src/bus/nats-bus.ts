import {
  AckPolicy,
  connect,
  DeliverPolicy,
  nanos,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type NatsConnection,
} from 'nats';
import type { Bus, BusMessage, Subscription } from './bus.ts';
import { streamOf } from './bus.ts';

const DUPLICATE_WINDOW_MS = 120_000;
const RETENTION_MS = 14 * 24 * 3600 * 1000;

/** JetStream adapter: one stream per producing service (`BOOKING` holds `booking.>`). */
export class NatsBus implements Bus {
  readonly kind = 'nats' as const;
  private readonly streams = new Map<string, Promise<void>>();
  private readonly consumers = new Set<ConsumerMessages>();

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly namespace: string,
  ) {}

  /** `namespace` keeps separate environments (test runs) apart on one NATS server. */
  static async connect(url: string, name: string, namespace = ''): Promise<NatsBus> {
    const nc = await connect({ servers: url, name, reconnect: true, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
    const jsm = await nc.jetstreamManager();
    return new NatsBus(nc, nc.jetstream({ timeout: 5_000 }), jsm, namespace);
  }

  private ns(subject: string): string {
    return this.namespace ? `${this.namespace}.${subject}` : subject;
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
              subjects: [this.ns(`${subject.split('.')[0]}.>`)],
              duplicate_window: nanos(DUPLICATE_WINDOW_MS),
              max_age: nanos(RETENTION_MS),
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
    await this.js.publish(this.ns(subject), data, { msgID: msgId });
  }

  async subscribe(durable: string, subject: string, handler: (msg: BusMessage) => Promise<void>): Promise<Subscription> {
    await this.ensureStream(subject);
    const stream = this.streamName(subject);
    const name = `${durable}__${subject.replace(/[.*>]/g, '_')}`;
    await this.jsm.consumers.add(stream, {
      durable_name: name,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: this.ns(subject),
      ack_wait: nanos(30_000),
      max_deliver: -1,
    });
    const consumer = await this.js.consumers.get(stream, name);
    const messages = await consumer.consume({ max_messages: 64 });
    this.consumers.add(messages);
    const loop = (async () => {
      for await (const m of messages) {
        await handler({
          subject,
          data: m.data,
          deliveryCount: m.info.deliveryCount,
          ack: () => m.ack(),
          nak: (delay) => m.nak(delay),
          term: () => m.term(),
        });
      }
    })();
    return {
      stop: async () => {
        this.consumers.delete(messages);
        await messages.close();
        await loop.catch(() => undefined);
      },
    };
  }

  async notify(subject: string, data: Uint8Array): Promise<void> {
    this.nc.publish(this.ns(subject), data);
  }

  async listen(pattern: string, handler: (subject: string, data: Uint8Array) => void): Promise<Subscription> {
    const strip = this.namespace.length ? this.namespace.length + 1 : 0;
    const sub = this.nc.subscribe(this.ns(pattern), { callback: (err, msg) => !err && handler(msg.subject.slice(strip), msg.data) });
    return { stop: async () => sub.unsubscribe() };
  }

  ready(): boolean {
    return !this.nc.isClosed();
  }

  async close(): Promise<void> {
    for (const c of this.consumers) await c.close().catch(() => undefined);
    await this.nc.drain().catch(() => undefined);
  }
}
