import { allContracts, type RouteContract, type ServiceName } from '@takt/proto';
import type { FastifyInstance } from 'fastify';
import type { Bus, Subscription } from '../bus/index.ts';
import type { Cache } from '../cache/index.ts';
import { readSettings, type KitConfig, type SettingsSchema, type SettingsSource } from '../config.ts';
import { z } from 'zod';
import { runWith } from '../context.ts';
import { migrate } from '../db/migrate.ts';
import { provisionDatabase } from '../db/provision.ts';
import { createDb, type Db, type PrismaLike } from '../db/tenant-db.ts';
import { poolUsage } from '../db/prisma-client.ts';
import type { Consumer } from '../events/consumers.ts';
import { startConsumers, type ConsumerStats } from '../events/inbox.ts';
import { runBackfills, type Backfill } from '../events/backfill.ts';
import { OutboxRelay, outboxBacklog } from '../events/relay.ts';
import { startEventRecordPruning } from '../events/retention.ts';
import { requestLoad } from './request-load.ts';
import { createLogger, type Logger } from '../logger.ts';
import { startTelemetry, tracingOn } from '../telemetry.ts';
import { traceRequests } from './tracing.ts';
import { verifyCaller } from './caller-signature.ts';
import { createHttpApp } from './app.ts';
import { Router } from './router.ts';
import { ProcessMetrics } from '../metrics.ts';
import { rawSql } from '../db/raw-sql.ts';

export interface ServiceDeps<C, S = unknown> {
  db: Db<C>;
  bus: Bus;
  cache: Cache;
  config: KitConfig;
  /** The service's own settings, parsed from its `settings` schema at start. */
  settings: S;
  log: Logger;
}

/** A service without settings of its own. */
export type NoSettings = z.ZodObject<Record<never, never>>;

/** What a service is: its name, schema, settings, routes and consumers. `main.ts` hands it to startService. */
export interface ServiceDefinition<C extends PrismaLike, S extends SettingsSchema = NoSettings> {
  name: ServiceName;
  /** The settings the service reads besides kit's (names, defaults, `.meta({ description })`); docs/settings.md lists them. */
  settings?: S;
  /** `prisma/migrations` of the service. */
  migrationsDir: string;
  createClient(url: string): C;
  /** Models without companyId (everything else is tenant-scoped). */
  globalModels?: readonly string[];
  /** Fastify plugins the routes need (multipart, ...). */
  plugins?(app: FastifyInstance): Promise<void>;
  routes(router: Router<C>, deps: ServiceDeps<C, z.infer<S>>): void | Promise<void>;
  consumers?(deps: ServiceDeps<C, z.infer<S>>): readonly Consumer<C>[];
  /** State announced once per database for read models younger than the events' retention (`kit/src/events/backfill.ts`). */
  backfills?: readonly Backfill<C>[];
  /** Background work started after listen, stopped on close. */
  background?(deps: ServiceDeps<C, z.infer<S>>): { stop(): Promise<void> };
}

export interface Infrastructure {
  config: KitConfig;
  /** Where `config` was read from; each service's own settings are parsed from it at start. */
  env: SettingsSource;
  bus: Bus;
  cache: Cache;
}

export interface RunningService<C> {
  name: ServiceName;
  app: FastifyInstance;
  url: string;
  db: Db<C>;
  relay: OutboxRelay;
  stats: ConsumerStats;
  close(): Promise<void>;
}

/** The contracts of a service its routes left without a handler: the gateway would forward them into a 404. */
export function contractsWithoutHandler(router: Pick<Router<unknown>, 'serves'>, service: ServiceName): RouteContract[] {
  return allContracts.filter((c) => c.service === service && !router.serves(c));
}

const NO_SETTINGS: NoSettings = z.object({});
const OPEN_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export async function startService<C extends PrismaLike, S extends SettingsSchema = NoSettings>(
  def: ServiceDefinition<C, S>,
  infra: Infrastructure,
  opts: { port?: number; host?: string } = {},
): Promise<RunningService<C>> {
  const { config, bus, cache } = infra;
  const settings = readSettings(def.settings ?? (NO_SETTINGS as S), infra.env);
  await startTelemetry(def.name, config.OTEL_EXPORTER_OTLP_ENDPOINT);
  const log = createLogger(def.name, config.LOG_LEVEL);
  const { adminUrl, appUrl } = await provisionDatabase(
    config.DATABASE_URL,
    `${config.DATABASE_PREFIX}${def.name}`,
    config.DATABASE_APP_ROLE,
    config.DATABASE_APP_PASSWORD,
  );
  const applied = await migrate(adminUrl, def.migrationsDir, config.DATABASE_APP_ROLE);
  if (applied.length) log.info({ applied }, 'migrations applied');

  const client = def.createClient(appUrl);
  const db = createDb(client, def.globalModels);
  const deps: ServiceDeps<C, z.infer<S>> = { db, bus, cache, config, settings, log };
  const app = createHttpApp(log, { logRequests: config.LOG_LEVEL === 'debug' });
  if (tracingOn()) traceRequests(app, def.name);
  app.addHook('onRequest', (req, reply, done) => {
    requestLoad.begin();
    reply.raw.once('close', requestLoad.end);
    const path = req.url.split('?')[0]!;
    if (OPEN_PATHS.has(path)) return done();
    try {
      const caller = verifyCaller(config.INTERNAL_SECRET, req.headers, req.method, req.url);
      runWith({ requestId: String(req.id), caller, companyId: caller.kind === 'user' ? caller.companyId : undefined }, done);
    } catch (err) {
      done(err as Error);
    }
  });

  const relay = new OutboxRelay(db as Db<unknown>, bus, log, appUrl);
  const stats: ConsumerStats = { handled: 0, duplicates: 0, retried: 0, parked: 0 };

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    const dbOk = await db
      .system(async (tx) => {
        await rawSql(tx).$queryRaw`SELECT 1`;
        return true;
      })
      .catch(() => false);
    const busOk = await bus.ready();
    // Events committed but not publishable for this long mean the service is not doing its job.
    const outboxOk = relay.stalledForMs() <= config.READY_OUTBOX_STALL_MS;
    const ok = dbOk && busOk && outboxOk;
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'not ready', db: dbOk, bus: busOk, outbox: outboxOk });
  });
  const metrics = new ProcessMetrics(def.name);
  metrics.instrument(app);
  metrics.watchOutbox(() => outboxBacklog(db as Db<unknown>));
  const dbPool = poolUsage(client);
  if (dbPool) metrics.watchPool('database', dbPool);

  if (def.plugins) await def.plugins(app);
  const router = new Router<C>(app, db, cache);
  await def.routes(router, deps);
  const missing = contractsWithoutHandler(router, def.name);
  if (missing.length) {
    await app.close();
    await db.close();
    throw new Error(`${def.name}: no handler for ${missing.map((c) => `${c.method} ${c.path}`).join(', ')}`);
  }
  const url = await app.listen({ port: opts.port ?? 0, host: opts.host ?? config.HOST ?? '127.0.0.1' });

  await relay.start();
  const pruning = startEventRecordPruning(db as Db<unknown>, log);
  await runBackfills(db, def.backfills ?? [], log);
  const subs: Subscription[] = await startConsumers(def.name, def.consumers?.(deps) ?? [], db, bus, log, stats, metrics);
  const background = def.background?.(deps);
  log.info({ url }, `${def.name} listening`);

  return {
    name: def.name,
    app,
    url,
    db,
    relay,
    stats,
    async close() {
      await app.close();
      for (const s of subs) await s.stop().catch(() => undefined);
      await background?.stop();
      await pruning.stop();
      await relay.stop();
      await db.close();
    },
  };
}
