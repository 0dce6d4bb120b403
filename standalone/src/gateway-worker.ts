import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { readConfig, stopTelemetry } from '@takt/kit';
import type { GatewayThreadData } from './gateway-thread.ts';
import { closeGateway, openGateway } from './open-gateway.ts';
import { bridgedInfrastructure } from './thread-bridge.ts';

// The gateway's thread (gateway-thread.ts): the gateway as `main.ts` of the gateway starts it,
// with the main thread's bus and cache over the bridge; stops when the main thread says so.
const data = workerData as GatewayThreadData & { bridge: MessagePort };
try {
  const { hop, ...infra } = bridgedInfrastructure(data.bridge);
  const gateway = await openGateway({ config: readConfig(data.env), env: data.env, ...infra }, data.services, data.webRoot, hop);
  const url = await gateway.app.listen({ port: data.port, host: data.host });
  parentPort!.on('message', async (m) => {
    if (m !== 'close') return;
    await closeGateway(gateway);
    await stopTelemetry();
    process.exit(0);
  });
  parentPort!.postMessage({ listening: url });
} catch (err) {
  parentPort!.postMessage({ failed: (err as Error).stack ?? String(err) });
}
