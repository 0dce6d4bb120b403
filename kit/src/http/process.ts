import { readConfig, settingsSource, type SettingsSchema } from '../config.ts';
import { connectInfrastructure } from '../infrastructure.ts';
import type { PrismaLike } from '../db/tenant-db.ts';
import { SERVICE_PORTS } from '../ports.ts';
import { stopTelemetry } from '../telemetry.ts';
import { startService, type ServiceDefinition } from './service.ts';

/** Entry point of a service running as its own process (distributed mode, containers). */
export async function runServiceProcess<C extends PrismaLike, S extends SettingsSchema>(def: ServiceDefinition<C, S>): Promise<void> {
  const env = settingsSource();
  // Kit's and the service's settings together, so one start names every bad or missing one.
  const config = readConfig(env, def.settings);
  const infra = await connectInfrastructure(def.name, env);
  const running = await startService(def, infra, { port: config.PORT ?? SERVICE_PORTS[def.name], host: config.HOST ?? '0.0.0.0' });
  const shutdown = async (signal: string) => {
    running.app.log.info({ signal }, 'shutting down');
    await running.close();
    await infra.bus.close();
    await infra.cache.close();
    await stopTelemetry();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}
