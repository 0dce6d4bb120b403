import { createGateway, gatewaySettings, type Gateway } from '@takt/gateway';
import { createLogger, readSettings, startService, type Infrastructure, type RunningService, type PrismaLike } from '@takt/kit';
import type { ServiceName } from '@takt/proto';
import { allServices } from './services.ts';

export interface System {
  gatewayUrl: string;
  gateway: Gateway;
  services: Map<ServiceName, RunningService<PrismaLike>>;
  close(): Promise<void>;
}

/** All eight services and the gateway in one process, each still its own fastify app and database. */
export async function bootSystem(infra: Infrastructure, opts: { port?: number; host?: string; webRoot?: string } = {}): Promise<System> {
  const services = new Map<ServiceName, RunningService<PrismaLike>>();
  try {
    for (const def of allServices) services.set(def.name, await startService(def, infra, { port: 0, host: '127.0.0.1' }));
  } catch (err) {
    for (const s of services.values()) await s.close().catch(() => undefined);
    throw err;
  }
  const urls = Object.fromEntries([...services].map(([name, s]) => [name, s.url])) as Record<ServiceName, string>;
  const gateway = await createGateway({
    ...infra,
    log: createLogger('gateway', infra.config.LOG_LEVEL),
    services: urls,
    commit: readSettings(gatewaySettings, infra.env).GIT_COMMIT,
    webRoot: opts.webRoot,
  });
  const gatewayUrl = await gateway.app.listen({ port: opts.port ?? 0, host: opts.host ?? '127.0.0.1' });
  return {
    gatewayUrl,
    gateway,
    services,
    async close() {
      await gateway.hub.stop();
      await gateway.app.close();
      for (const s of [...services.values()].reverse()) await s.close().catch(() => undefined);
    },
  };
}
