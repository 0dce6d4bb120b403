import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gatewaySettings } from '@takt/gateway';
import { connectInfrastructure, dropDatabasesWithPrefix, GATEWAY_PORT, readConfig, readSettings, settingsSource } from '@takt/kit';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.ts';
import { DEMO_COMPANY, DEMO_LOGINS, seedDemo } from './seed.ts';
import { allServices } from './services.ts';
import { standaloneSettings } from './settings.ts';
import { bootSystem } from './system.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const reset = process.argv.includes('--reset');

// Every process's settings are checked before anything starts, so one start names every bad one.
const given = settingsSource();
readConfig(given, standaloneSettings, gatewaySettings, ...allServices.map((s) => s.settings));
const own = readSettings(standaloneSettings, given);
const dataDir = own.STANDALONE_DATA_DIR ?? join(root, '.data', 'postgres');
let embedded: EmbeddedDatabase | undefined;
if (!given.DATABASE_URL) {
  console.log(`No DATABASE_URL: starting the embedded PostgreSQL in ${dataDir} ...`);
  embedded = await startEmbeddedPostgres(dataDir, own.STANDALONE_PG_PORT);
}
// One process prints one clean banner; LOG_LEVEL=info shows the services' logs.
const env = settingsSource({ LOG_LEVEL: given.LOG_LEVEL ?? 'warn', ...(embedded ? { DATABASE_URL: embedded.url } : {}) });
const config = readConfig(env);
const port = config.PORT ?? GATEWAY_PORT;
if (reset) {
  console.log('Resetting the demo: dropping all databases ...');
  await dropDatabasesWithPrefix(config.DATABASE_URL, config.DATABASE_PREFIX);
}
const infra = await connectInfrastructure('standalone', env);
const system = await bootSystem(infra, { port, host: config.HOST ?? '0.0.0.0', webRoot: join(root, 'web', 'dist'), gatewayThread: true });
const url = `http://localhost:${port}`;
await seedDemo(`http://127.0.0.1:${port}`, (line) => console.log(line));

console.log(`
  Takt is running: ${url}
  API description: ${url}/api/docs
  Bus: ${infra.bus.kind}, cache: ${infra.cache.kind}, database: ${embedded ? `embedded PostgreSQL (${embedded.dataDir})` : 'DATABASE_URL'}

  Demo company "${DEMO_COMPANY}", logins:
${DEMO_LOGINS.map((l) => `    ${l.role.padEnd(8)} ${l.username} / ${l.password}`).join('\n')}

  Reset the demo with: npm run demo:reset
`);

const shutdown = async () => {
  await system.close();
  await infra.bus.close();
  await infra.cache.close();
  await embedded?.stop();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
