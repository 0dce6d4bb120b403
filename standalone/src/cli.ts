import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectInfrastructure, dropDatabasesWithPrefix, GATEWAY_PORT, readConfig } from '@takt/kit';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.ts';
import { DEMO_COMPANY, DEMO_LOGINS, seedDemo } from './seed.ts';
import { bootSystem } from './system.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const reset = process.argv.includes('--reset');
const port = Number(process.env.PORT ?? GATEWAY_PORT);

let embedded: EmbeddedDatabase | undefined;
const dataDir = process.env.STANDALONE_DATA_DIR ?? join(root, '.data', 'postgres');
if (!process.env.DATABASE_URL) {
  console.log(`No DATABASE_URL: starting the embedded PostgreSQL in ${dataDir} ...`);
  embedded = await startEmbeddedPostgres(dataDir, Number(process.env.STANDALONE_PG_PORT ?? 54329));
  process.env.DATABASE_URL = embedded.url;
}
// One process prints one clean banner; LOG_LEVEL=info shows the services' logs.
const config = readConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
if (reset) {
  console.log('Resetting the demo: dropping all databases ...');
  await dropDatabasesWithPrefix(config.DATABASE_URL, config.DATABASE_PREFIX);
}
const infra = await connectInfrastructure('standalone', config);
const system = await bootSystem(infra, { port, host: process.env.HOST ?? '0.0.0.0', webRoot: join(root, 'web', 'dist') });
const url = `http://localhost:${port}`;
await seedDemo(`http://127.0.0.1:${port}`, (line) => console.log(line));

console.log(`
  Takt is running: ${url}
  API description: ${url}/api/docs
  Bus: ${infra.bus.kind}, cache: ${infra.cache.kind}, database: ${embedded ? `embedded PostgreSQL (${dataDir})` : 'DATABASE_URL'}

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
