import { randomUUID } from 'node:crypto';
import { connectInfrastructure, dropDatabasesWithPrefix, NatsBus, settingsSource } from '@takt/kit';
import { buildProcesses, startBuiltSystem } from '@takt/standalone';

/**
 * The built processes (npm run build:prod, rebuilt where stale) started with plain node on
 * databases, subjects and keys of their own; `close` stops them and removes all of it.
 */
export async function bootBuiltLoadSystem(name: string, opts: { oneAtATime?: boolean } = {}) {
  buildProcesses();
  const tag = `${name.slice(0, 2)}${randomUUID().replace(/-/g, '').slice(0, 8)}`;
  // The local servers unless the environment names others (as the tests' environments do).
  const given = settingsSource();
  const infra = await connectInfrastructure(
    name,
    settingsSource({
      NATS_URL: given.NATS_URL ?? 'nats://127.0.0.1:4222',
      REDIS_URL: given.REDIS_URL ?? 'redis://127.0.0.1:6379',
      DATABASE_PREFIX: `takt_${tag}_`,
      BUS_NAMESPACE: tag,
      LOG_LEVEL: 'warn',
    }),
  );
  const { config } = infra;
  const system = await startBuiltSystem(
    {
      DATABASE_URL: config.DATABASE_URL,
      NATS_URL: config.NATS_URL!,
      REDIS_URL: config.REDIS_URL!,
      DATABASE_PREFIX: config.DATABASE_PREFIX,
      BUS_NAMESPACE: config.BUS_NAMESPACE,
      INTERNAL_SECRET: config.INTERNAL_SECRET,
      LOG_LEVEL: 'fatal',
    },
    // PROF_DIR: a CPU profile per process, for finding where a benchmark's time goes.
    { ...opts, profileDir: given.PROF_DIR },
  );
  const close = async () => {
    await system.stop();
    if (infra.bus instanceof NatsBus) await infra.bus.deleteStreams();
    await infra.bus.close();
    await infra.cache.close();
    await dropDatabasesWithPrefix(config.DATABASE_URL, config.DATABASE_PREFIX);
  };
  return { config, system, close };
}
