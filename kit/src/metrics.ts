import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const ROUTE = Symbol('metricsRoute');

/** Names the route of a request fastify matched only by its not-found handler (the gateway's proxy). */
export function labelRoute(req: FastifyRequest, route: string): void {
  (req as unknown as Record<symbol, string>)[ROUTE] = route;
}

/** The route pattern a request is counted and traced under (never the raw URL, which holds ids). */
export function routeLabel(req: FastifyRequest): string {
  return (req as unknown as Record<symbol, string | undefined>)[ROUTE] ?? req.routeOptions.url ?? 'unmatched';
}

export type EventOutcome = 'handled' | 'duplicate' | 'retried' | 'parked';

/** What the outbox holds unsent, read when Prometheus scrapes. */
export interface OutboxBacklog {
  count: number;
  oldestAgeSeconds: number;
}

/** A connection pool's figures (a database pool, the gateway's pool per service). */
export interface PoolFigures {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * One Prometheus registry per process (service or gateway), served on `/metrics`: request
 * durations by route and status, events by outcome with their lag, the outbox backlog and the
 * process's own figures (memory, event loop, handles), all labelled with the process name.
 */
export class ProcessMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly events: Counter<'subject' | 'outcome'>;
  private readonly lag: Histogram<'subject'>;
  private readonly pools = new Map<string, () => PoolFigures>();

  constructor(processName: string) {
    this.registry.setDefaultLabels({ service: processName });
    collectDefaultMetrics({ register: this.registry, prefix: 'takt_' });
    this.requests = new Histogram({
      name: 'takt_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    });
    this.events = new Counter({
      name: 'takt_events_total',
      help: 'Events delivered to this process, by subject and outcome (handled, duplicate, retried, parked).',
      labelNames: ['subject', 'outcome'],
      registers: [this.registry],
    });
    this.lag = new Histogram({
      name: 'takt_event_lag_seconds',
      help: 'Time from an event being written to its effect being committed here (the inbox lag).',
      labelNames: ['subject'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120, 600],
      registers: [this.registry],
    });
    const pools = this.pools;
    new Gauge({
      name: 'takt_pool_connections',
      help: 'Connections of a pool (database or upstream service), open and idle.',
      labelNames: ['pool', 'state'],
      registers: [this.registry],
      collect() {
        for (const [pool, read] of pools) {
          const f = read();
          this.set({ pool, state: 'open' }, f.total);
          this.set({ pool, state: 'idle' }, f.idle);
        }
      },
    });
    new Gauge({
      name: 'takt_pool_waiting',
      help: 'Requests waiting for a connection of a pool (above 0 for long: the pool is too small).',
      labelNames: ['pool'],
      registers: [this.registry],
      collect() {
        for (const [pool, read] of pools) this.set({ pool }, read().waiting);
      },
    });
  }

  /** Reports a pool's usage at each scrape under `name`. */
  watchPool(name: string, read: () => PoolFigures): void {
    this.pools.set(name, read);
  }

  /** Times every answer of `app` under its route pattern (never the raw URL, which holds ids). */
  instrument(app: FastifyInstance): void {
    app.addHook('onResponse', async (req, reply) => {
      this.requests.observe({ method: req.method, route: routeLabel(req), status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });
    app.get('/metrics', async (_req, reply) => reply.type(this.registry.contentType).send(await this.registry.metrics()));
  }

  event(subject: string, outcome: EventOutcome, occurredAt?: string): void {
    this.events.inc({ subject, outcome });
    if (outcome === 'handled' && occurredAt) this.lag.observe({ subject }, Math.max(0, (Date.now() - Date.parse(occurredAt)) / 1000));
  }

  /** Gauges of the outbox, read from the database at each scrape. */
  watchOutbox(read: () => Promise<OutboxBacklog>): void {
    let last: Promise<OutboxBacklog> | undefined;
    // Both gauges come from one query per scrape.
    const once = () => (last ??= read().finally(() => setTimeout(() => (last = undefined), 0)));
    new Gauge({
      name: 'takt_outbox_backlog',
      help: 'Events committed here and not yet published.',
      registers: [this.registry],
      async collect() {
        this.set((await once()).count);
      },
    });
    new Gauge({
      name: 'takt_outbox_oldest_age_seconds',
      help: 'Age of the oldest unpublished event (0 when none waits).',
      registers: [this.registry],
      async collect() {
        this.set((await once()).oldestAgeSeconds);
      },
    });
  }
}
