import { Envelope } from '@takt/proto';
import { MAX_DELIVERIES, MAX_WAITS, NotYet, type AfterCommit, type Consumer, type SqlEffect } from './consumers.ts';
import { z } from 'zod';
import { producerOf, type Bus, type BusMessage, type Subscription } from '../bus/index.ts';
import { asTenant } from '../context.ts';
import { withEventSpan } from './trace.ts';
import { ForegroundFirst } from '../http/request-load.ts';
import type { Db } from '../db/tenant-db.ts';
import type { Logger } from '../logger.ts';
import { rawSql } from '../db/raw-sql.ts';
import { sqlText } from '../db/atomic.ts';
import type { EventOutcome, ProcessMetrics } from '../metrics.ts';

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
 * and after MAX_DELIVERIES the event is parked (kit_parked) with a log line. While the process
 * is in a rush of requests, a batch waits for it to pass (`ForegroundFirst`).
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
  for (const [producer, bySubject] of byProducer(consumers)) {
    const manners = new ForegroundFirst();
    subs.push(
      await bus.subscribe(service, `${producer}.>`, async (msgs) => {
        await manners.wait();
        await deliverBatch(service, bySubject, msgs, db, log, count);
      }),
    );
  }
  return subs;
}

/**
 * One durable per producer, not per event type: a producer's events arrive in the order it
 * published them, so a change is never handled before the creation it follows (decision 0076).
 * The events of the producer this service has no consumer for are acknowledged unhandled.
 */
function byProducer<C>(consumers: readonly Consumer<C>[]): Map<string, Map<string, Consumer<C>>> {
  const producers = new Map<string, Map<string, Consumer<C>>>();
  for (const consumer of consumers) {
    const { subject } = consumer.event;
    const producer = producerOf(subject);
    const bySubject = producers.get(producer) ?? new Map<string, Consumer<C>>();
    if (bySubject.has(subject)) throw new Error(`two consumers of ${subject}: one handler per event`);
    producers.set(producer, bySubject.set(subject, consumer));
  }
  return producers;
}

type Count = (subject: string, outcome: EventOutcome, occurredAt?: string) => void;

/** A message whose envelope and payload satisfy the contract. */
interface Delivery<C> {
  consumer: Consumer<C>;
  msg: BusMessage;
  envelope: Envelope;
  payload: unknown;
}

/**
 * A burst (several messages of one tenant waiting) is handled in ONE transaction: one inbox
 * statement, the handlers in order, one commit, which saves most of each event's round trips. If
 * anything in it fails, nothing of it stays and each message takes the one-by-one path, which
 * retries and parks as before.
 */
async function deliverBatch<C>(
  service: string,
  bySubject: Map<string, Consumer<C>>,
  msgs: BusMessage[],
  db: Db<C>,
  log: Logger,
  count: Count,
) {
  const byTenant = new Map<string, Delivery<C>[]>();
  for (const msg of msgs) {
    const consumer = bySubject.get(msg.subject);
    if (!consumer) {
      msg.ack();
      continue;
    }
    const delivery = await read(service, consumer, msg, db, log, count);
    if (!delivery) continue;
    const group = byTenant.get(delivery.envelope.companyId) ?? [];
    group.push(delivery);
    byTenant.set(delivery.envelope.companyId, group);
  }
  // A company's events in their order: each run of one event type as one batch, one run after the other.
  for (const group of byTenant.values()) {
    for (const run of runsOf(group)) {
      const { consumer } = run[0]!;
      if (consumer.sql) {
        await deliverStatement(service, consumer.sql, run, db, log, count);
        continue;
      }
      if (run.length > 1 && (await deliverTogether(service, consumer, run, db, log, count))) continue;
      for (const delivery of run) await deliver(service, consumer, delivery, db, log, count);
    }
  }
}

/** Consecutive deliveries of the same consumer. */
function runsOf<C>(group: Delivery<C>[]): Delivery<C>[][] {
  const runs: Delivery<C>[][] = [];
  for (const d of group) {
    const last = runs.at(-1);
    if (last && last[0]!.consumer === d.consumer) last.push(d);
    else runs.push([d]);
  }
  return runs;
}

/** Parses a message; one that breaks the contract fails the same way every time, so it is parked at once. */
async function read<C>(service: string, consumer: Consumer<C>, msg: BusMessage, db: Db<C>, log: Logger, count: Count) {
  let envelope: Envelope | undefined;
  try {
    envelope = Envelope.parse(JSON.parse(Buffer.from(msg.data).toString('utf8')));
    return { consumer, msg, envelope, payload: consumer.event.payload.parse(envelope.payload) };
  } catch (err) {
    await settleFailed(service, msg, envelope, err, true, db, log, count);
    return undefined;
  }
}

async function deliverTogether<C>(service: string, consumer: Consumer<C>, group: Delivery<C>[], db: Db<C>, log: Logger, count: Count) {
  const { companyId, subject } = group[0]!.envelope;
  let afters: AfterCommit[];
  let outcomes: EventOutcome[];
  try {
    ({ afters, outcomes } = await asTenant(companyId, () =>
      db.tx(async (tx) => {
        const ids = group.map((d) => d.envelope.id);
        const rows = await rawSql(tx).$queryRaw<{ id: string }[]>`
          INSERT INTO kit_inbox (consumer, event_id, subject)
          SELECT ${service}, id, ${subject} FROM unnest(${ids}::uuid[]) AS id
          ON CONFLICT DO NOTHING RETURNING event_id::text AS id`;
        // An id is fresh once: a second copy in the same batch is a duplicate like an earlier one.
        const fresh = new Set(rows.map((r) => r.id));
        const afters: AfterCommit[] = [];
        const outcomes: EventOutcome[] = [];
        for (const { envelope, payload } of group) {
          if (!fresh.delete(envelope.id)) {
            outcomes.push('duplicate');
            continue;
          }
          outcomes.push('handled');
          const after = await withEventSpan(envelope, service, () => consumer.handle(tx, payload, envelope));
          if (after) afters.push(after);
        }
        return { afters, outcomes };
      }),
    ));
  } catch (err) {
    log.debug({ err, subject, size: group.length }, 'batch failed; handling its events one by one');
    return false;
  }
  group.forEach(({ msg, envelope }, i) => {
    count(envelope.subject, outcomes[i]!, envelope.occurredAt);
    msg.ack();
  });
  for (const after of afters) await asTenant(companyId, after).catch((err) => log.warn({ err, subject }, 'after-commit work failed'));
  return true;
}

/**
 * An `onSql` consumer's events of one company: the inbox rows and the effect in one statement, its
 * own transaction in one round trip (`Db.atomic`). The inbox answers which events are fresh; the
 * effect sees only those (one copy each). When it fails, each event goes on its own through the
 * same statement, and a single event that fails is retried and parked as any other.
 */
async function deliverStatement<C>(
  service: string,
  effect: SqlEffect<unknown>,
  group: Delivery<C>[],
  db: Db<C>,
  log: Logger,
  count: Count,
): Promise<void> {
  const { companyId, subject } = group[0]!.envelope;
  let fresh: Set<string>;
  try {
    // One statement for all: traced as a consumer of the batch's first event.
    fresh = await withEventSpan(group[0]!.envelope, service, () =>
      asTenant(companyId, () => runStatement(service, subject, effect, group, db)),
    );
  } catch (err) {
    if (group.length === 1) return settleFailed(service, group[0]!.msg, group[0]!.envelope, err, false, db, log, count);
    log.debug({ err, subject, size: group.length }, 'batch failed; handling its events one by one');
    for (const delivery of group) await deliverStatement(service, effect, [delivery], db, log, count);
    return;
  }
  for (const { msg, envelope } of group) {
    count(envelope.subject, fresh.delete(envelope.id) ? 'handled' : 'duplicate', envelope.occurredAt);
    msg.ack();
  }
}

async function runStatement<C>(service: string, subject: string, effect: SqlEffect<unknown>, group: Delivery<C>[], db: Db<C>) {
  const ids = group.map((d) => d.envelope.id);
  const rows = group.map((d, n) => ({ ...effect.row(d.payload, d.envelope), event_id: d.envelope.id, n }));
  const [answer] = await db.atomic({
    text: `WITH fresh AS (
        INSERT INTO kit_inbox (consumer, event_id, subject)
        SELECT ${sqlText(service)}, id, ${sqlText(subject)} FROM unnest(${sqlText(`{${ids.join(',')}}`)}::uuid[]) AS id
        ON CONFLICT DO NOTHING RETURNING event_id
      ), ev AS (
        SELECT DISTINCT ON (e.event_id) e.* FROM jsonb_to_recordset(${sqlText(JSON.stringify(rows))}::jsonb) AS e(event_id uuid, n int, ${effect.columns})
        WHERE e.event_id IN (SELECT event_id FROM fresh) ORDER BY e.event_id, e.n
      )${effect.statements.map((sql, i) => `, effect${i} AS (${sql})`).join('')}
      SELECT event_id::text AS id FROM fresh`,
  });
  return new Set((answer ?? []).map((r) => r.id as string));
}

async function deliver<C>(
  service: string,
  consumer: Consumer<C>,
  delivery: Delivery<C>,
  db: Db<C>,
  log: Logger,
  count: Count,
): Promise<void> {
  const { msg, envelope: env, payload } = delivery;
  try {
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
    await settleFailed(service, msg, env, err, false, db, log, count);
  }
}

/** Retries with backoff, or parks (kit_parked, a log line) a malformed event or one out of deliveries. */
async function settleFailed(
  service: string,
  msg: BusMessage,
  envelope: Envelope | undefined,
  err: unknown,
  malformed: boolean,
  db: Db<unknown>,
  log: Logger,
  count: Count,
): Promise<void> {
  const error = err instanceof z.ZodError ? `malformed event: ${z.prettifyError(err)}` : err instanceof Error ? err.message : String(err);
  if (malformed || !envelope || msg.deliveryCount >= (err instanceof NotYet ? MAX_WAITS : MAX_DELIVERIES)) {
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
