import { fileURLToPath } from 'node:url';
import { connectInfrastructure, createLogger, GATEWAY_PORT, readConfig } from '@takt/kit';
import { createGateway } from './app.ts';
import { serviceUrlsFromEnv } from './service-urls.ts';

const config = readConfig();
const infra = await connectInfrastructure('gateway', config);
const { app, hub } = await createGateway({
  ...infra,
  log: createLogger('gateway', config.LOG_LEVEL),
  services: serviceUrlsFromEnv(),
  webRoot: process.env.WEB_ROOT ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
});
await app.listen({ port: Number(process.env.PORT ?? GATEWAY_PORT), host: process.env.HOST ?? '0.0.0.0' });
const shutdown = async () => {
  await hub.stop();
  await app.close();
  await infra.bus.close();
  await infra.cache.close();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
