import { fileURLToPath } from 'node:url';
import { connectInfrastructure, createLogger, GATEWAY_PORT, readConfig, readSettings, settingsSource, stopTelemetry } from '@takt/kit';
import { createGateway } from './app.ts';
import { gatewaySettings, serviceUrls } from './settings.ts';

const env = settingsSource();
// Kit's and the gateway's settings together, so one start names every bad or missing one.
const config = readConfig(env, gatewaySettings);
const settings = readSettings(gatewaySettings, env);
const infra = await connectInfrastructure('gateway', env);
const { app, hub } = await createGateway({
  ...infra,
  log: createLogger('gateway', config.LOG_LEVEL),
  services: serviceUrls(settings),
  commit: settings.GIT_COMMIT,
  webRoot: settings.WEB_ROOT ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
});
await app.listen({ port: config.PORT ?? GATEWAY_PORT, host: config.HOST ?? '0.0.0.0' });
const shutdown = async () => {
  await hub.stop();
  await app.close();
  await infra.bus.close();
  await infra.cache.close();
  await stopTelemetry();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
