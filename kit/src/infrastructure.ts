import { MemoryBus, NatsBus, type Bus } from './bus/index.ts';
import { MemoryCache, RedisCache, type Cache } from './cache/index.ts';
import { readConfig, settingsSource, type SettingsSource } from './config.ts';
import { createLogger } from './logger.ts';
import type { Infrastructure } from './http/service.ts';

/** NATS and Redis when their URLs are set, in-process adapters otherwise (standalone mode). */
export async function connectInfrastructure(
  name: string,
  env: SettingsSource = settingsSource(),
  shared?: { bus?: Bus; cache?: Cache },
): Promise<Infrastructure> {
  const config = readConfig(env);
  const bus =
    shared?.bus ??
    (config.NATS_URL
      ? await NatsBus.connect(config.NATS_URL, name, config.BUS_NAMESPACE, createLogger(`${name}-bus`, config.LOG_LEVEL))
      : new MemoryBus());
  const cache = shared?.cache ?? (config.REDIS_URL ? new RedisCache(config.REDIS_URL, `takt:${config.BUS_NAMESPACE}:`) : new MemoryCache());
  return { config, env, bus, cache };
}
