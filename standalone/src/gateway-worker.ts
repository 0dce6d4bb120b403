import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { createGateway, gatewaySettings } from '@takt/gateway';
import { createLogger, readConfig, readSettings, stopTelemetry } from '@takt/kit';
import type { GatewayThreadData } from './gateway-thread.ts';
import { bridgedInfrastructure } from './thread-bridge.ts';

// The gateway's thread (gateway-thread.ts): the gateway as `main.ts` of the gateway starts it,
// with the main thread's bus and cache over the bridge; stops when the main thread says so.
const data = workerData as GatewayThreadData & { bridge: MessagePort };
try {
  const config = readConfig(data.env);
  const { bus, cache } = bridgedInfrastructure(data.bridge);
  const { app, hub } = await createGateway({
    config,
    bus,
    cache,
    log: createLogger('gateway', config.LOG_LEVEL),
    services: data.services,
    commit: readSettings(gatewaySettings, data.env).GIT_COMMIT,
    webRoot: data.webRoot,
  });
  const url = await app.listen({ port: data.port, host: data.host });
  parentPort!.on('message', async (m) => {
    if (m !== 'close') return;
    await hub.stop();
    await app.close();
    await stopTelemetry();
    await cache.close();
    process.exit(0);
  });
  parentPort!.postMessage({ listening: url });
} catch (err) {
  parentPort!.postMessage({ failed: (err as Error).stack ?? String(err) });
}
