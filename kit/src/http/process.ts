import { readConfig } from '../config.ts';
import { connectInfrastructure } from '../infrastructure.ts';
import type { PrismaLike } from '../db/tenant-db.ts';
import { SERVICE_PORTS } from '../ports.ts';
import { startService, type ServiceDefinition } from './service.ts';

/** Entry point of a service running as its own process (distributed mode, containers). */
export async function runServiceProcess<C extends PrismaLike>(def: ServiceDefinition<C>): Promise<void> {
  const config = readConfig();
  const infra = await connectInfrastructure(def.name, config);
  const port = Number(process.env[`${def.name.toUpperCase()}_PORT`] ?? process.env.PORT ?? SERVICE_PORTS[def.name]);
  const running = await startService(def, infra, { port, host: process.env.HOST ?? '0.0.0.0' });
  const shutdown = async (signal: string) => {
    running.app.log.info({ signal }, 'shutting down');
    await running.close();
    await infra.bus.close();
    await infra.cache.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}
