import { Envelope, type EventDef, type PayloadOf } from '@takt/proto';
import { z } from 'zod';
import type { Bus, BusMessage, Subscription } from '../bus/index.ts';
import { asTenant } from '../context.ts';
import { withEventSpan } from './trace.ts';
import type { Db, TxClient } from '../db/tenant-db.ts';
import type { Logger } from '../logger.ts';
import { rawSql } from '../db/raw-sql.ts';
import type { EventOutcome, ProcessMetrics } from '../metrics.ts';

export const MAX_DELIVERIES = 5;

/** A handler may answer work to do once its effect has committed (e.g. a real-time notice). */
export type AfterCommit = () => Promise<void>;

export interface Consumer<C> {
  event: EventDef;
  handle(tx: TxClient<C>, payload: unknown, envelope: Envelope): Promise<AfterCommit | void>;
}

/**
 * Binds a service's client type once, so a consumer names its event once and gets its payload type
 * from it: `const { on } = consumersOf<Client>();` then `on(Event, (tx, payload) => …)`. The effect
 * runs in the event's tenant.
 */
export function consumersOf<C>() {
  return {
    on<E extends EventDef>(
      event: E,
      handle: (tx: TxClient<C>, payload: PayloadOf<E>, envelope: Envelope) => Promise<AfterCommit | void>,
    ): Consumer<C> {
      return { event, handle: handle as Consumer<C>['handle'] };
    },
  };
}

export interface ConsumerStats {
  handled: number;
  duplicates: number;
  retried: number;
  parked: number;
}

const OUTCOME_STAT: Record<EventOutcome, keyof ConsumerStats> = {
  handled: 'handled',
  duplicate: 'duplicates',
  retried: 'retried',
  parked: 'parked',
};

/**
 * Subscribes the service's durable consumers. Each event is handled once in effect: the inbox
 * row and the effect commit together, the ack follows the commit, failures retry with backoff
 * and after MAX_DELIVERIES the event is parked (kit_parked) with a log line.
 */
export async function startConsumers<C>(
  service: string,
  consumers: readonly Consumer<C>[],
  db: Db<C>,
  bus: Bus,
  log: Logger,
  stats: ConsumerStats,
  metrics?: ProcessMetrics,
): Promise<Subscription[]> {
  const subs: Subscription[] = [];
  const count = (subject: string, outcome: EventOutcome, occurredAt?: string) => {
    stats[OUTCOME_STAT[outcome]]++;
    metrics?.event(subject, outcome, occurredAt);
  };
  for (const consumer of consumers) {
    subs.push(await bus.subscribe(service, consumer.event.subject, (msg) => deliver(service, consumer, msg, db, log, count)));
  }
  return subs;
}

async function deliver<C>(
  service: string,
  consumer: Consumer<C>,
  msg: BusMessage,
  db: Db<C>,
  log: Logger,
  count: (subject: string, outcome: EventOutcome, occurredAt?: string) => void,
): Promise<void> {
  let envelope: Envelope | undefined;
  let malformed = true;
  try {
    envelope = Envelope.parse(JSON.parse(Buffer.from(msg.data).toString('utf8')));
    const payload = consumer.event.payload.parse(envelope.payload);
    malformed = false;
    const env = envelope;
    const outcome = await withEventSpan(env, service, () =>
      asTenant(env.companyId, () =>
        db.tx(async (tx) => {
          const inserted = await rawSql(tx).$executeRaw`
          INSERT INTO kit_inbox (consumer, event_id, subject) VALUES (${service}, ${env.id}::uuid, ${env.subject})
          ON CONFLICT DO NOTHING`;
          if (inserted === 0) return { fresh: false };
          return { fresh: true, after: await consumer.handle(tx, payload, env) };
        }),
      ),
    );
    count(env.subject, outcome.fresh ? 'handled' : 'duplicate', env.occurredAt);
    msg.ack();
    if (outcome.after)
      await asTenant(env.companyId, outcome.after).catch((err) => log.warn({ err, subject: msg.subject }, 'after-commit work failed'));
  } catch (err) {
    const error = err instanceof z.ZodError ? `malformed event: ${z.prettifyError(err)}` : err instanceof Error ? err.message : String(err);
    // A message that breaks the contract fails the same way every time: park it at once.
    if (malformed || !envelope || msg.deliveryCount >= MAX_DELIVERIES) {
      await park(service, msg, envelope, error, db);
      count(envelope?.subject ?? msg.subject, 'parked');
      log.error({ subject: msg.subject, eventId: envelope?.id, deliveries: msg.deliveryCount, error }, 'event parked');
      msg.term();
      return;
    }
    count(envelope.subject, 'retried');
    log.warn({ subject: msg.subject, eventId: envelope.id, deliveries: msg.deliveryCount, error }, 'event handling failed; retrying');
    msg.nak(Math.min(10_000, 200 * 2 ** msg.deliveryCount));
  }
}

async function park(service: string, msg: BusMessage, envelope: Envelope | undefined, error: string, db: Db<unknown>): Promise<void> {
  const raw = Buffer.from(msg.data).toString('utf8');
  const id = envelope?.id ?? '00000000-0000-0000-0000-000000000000';
  await db.system(async (tx) => {
    await rawSql(tx).$executeRaw`
      INSERT INTO kit_parked (consumer, event_id, subject, envelope, error, deliveries)
      VALUES (${service}, ${id}::uuid, ${msg.subject}, ${envelope ? JSON.stringify(envelope) : JSON.stringify({ raw })}::jsonb, ${error}, ${msg.deliveryCount})
      ON CONFLICT (consumer, event_id) DO UPDATE SET error = EXCLUDED.error, deliveries = EXCLUDED.deliveries, parked_at = now()`;
  });
}
