import type { Gateway } from '@takt/gateway';
import { startService, type Infrastructure, type RunningService, type PrismaLike } from '@takt/kit';
import type { ServiceName } from '@takt/proto';
import { startGatewayThread } from './gateway-thread.ts';
import { localHop } from './local-hop.ts';
import { closeGateway, openGateway } from './open-gateway.ts';
import { allServices } from './services.ts';

export interface System {
  gatewayUrl: string;
  /** The gateway, when it runs on the main thread (tests reach into it); absent on its own thread. */
  gateway?: Gateway;
  services: Map<ServiceName, RunningService<PrismaLike>>;
  close(): Promise<void>;
}

export interface BootOptions {
  port?: number;
  host?: string;
  webRoot?: string;
  /** The gateway on a thread of its own, so the system uses two cores (decision 0080). */
  gatewayThread?: boolean;
}

/** All eight services and the gateway in one process, each still its own fastify app and database. */
export async function bootSystem(infra: Infrastructure, opts: BootOptions = {}): Promise<System> {
  const services = new Map<ServiceName, RunningService<PrismaLike>>();
  try {
    for (const def of allServices) services.set(def.name, await startService(def, infra, { port: 0, host: '127.0.0.1' }));
  } catch (err) {
    for (const s of services.values()) await s.close().catch(() => undefined);
    throw err;
  }
  const urls = Object.fromEntries([...services].map(([name, s]) => [name, s.url])) as Record<ServiceName, string>;
  const closeServices = async () => {
    for (const s of [...services.values()].reverse()) await s.close().catch(() => undefined);
  };
  const hop = localHop(services.values());
  const listen = { port: opts.port ?? 0, host: opts.host ?? '127.0.0.1' };
  if (opts.gatewayThread) {
    const thread = await startGatewayThread(infra, { services: urls, ...listen, webRoot: opts.webRoot }, hop).catch(async (err) => {
      await closeServices();
      throw err;
    });
    return {
      gatewayUrl: thread.url,
      services,
      async close() {
        await thread.close();
        await closeServices();
      },
    };
  }
  const gateway = await openGateway(infra, urls, opts.webRoot, hop);
  const gatewayUrl = await gateway.app.listen(listen);
  return {
    gatewayUrl,
    gateway,
    services,
    async close() {
      await closeGateway(gateway);
      await closeServices();
    },
  };
}
