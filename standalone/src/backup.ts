import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { provisionDatabase, type KitConfig } from '@takt/kit';
import { SERVICES, type ServiceName } from '@takt/proto';

const run = promisify(execFile);

/** The database a service keeps its data in (kit provisions it under this name at start). */
const databaseOf = (config: KitConfig, service: ServiceName) => `${config.DATABASE_PREFIX}${service}`;

function databaseUrl(config: KitConfig, database: string): string {
  const url = new URL(config.DATABASE_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function exists(config: KitConfig, database: string): Promise<boolean> {
  const server = new pg.Client({ connectionString: config.DATABASE_URL });
  await server.connect();
  try {
    return ((await server.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])).rowCount ?? 0) > 0;
  } finally {
    await server.end();
  }
}

/**
 * One dump per service database (pg_dump's custom format: compressed, restorable table by table)
 * into `outDir`, named `<service>-<stamp>.dump`; a service whose database does not exist yet is
 * skipped. Answers the files written.
 */
export async function backupDatabases(config: KitConfig, outDir: string, services: readonly ServiceName[] = SERVICES): Promise<string[]> {
  mkdirSync(outDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const files: string[] = [];
  for (const service of services) {
    const database = databaseOf(config, service);
    if (!(await exists(config, database))) continue;
    const file = join(outDir, `${service}-${stamp}.dump`);
    await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${databaseUrl(config, database)}`]);
    files.push(file);
  }
  return files;
}

/**
 * Restores a dump into the service's database, which must be new or empty: an existing one with
 * tables is refused rather than mixed. The service's next start applies migrations newer than the
 * dump and grants its app role again.
 */
export async function restoreDatabase(config: KitConfig, service: ServiceName, file: string): Promise<void> {
  const database = databaseOf(config, service);
  const { adminUrl } = await provisionDatabase(config.DATABASE_URL, database, config.DATABASE_APP_ROLE, config.DATABASE_APP_PASSWORD);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const tables = await client.query(`SELECT 1 FROM pg_tables WHERE schemaname = 'public' LIMIT 1`);
    if (tables.rowCount)
      throw new Error(`${database} already holds tables; restore into a new database (another DATABASE_PREFIX) or drop it first`);
  } finally {
    await client.end();
  }
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${adminUrl}`, file]);
}
