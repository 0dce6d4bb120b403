import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const KIT_SQL_DIR = fileURLToPath(new URL('../../sql', import.meta.url));

interface Migration {
  name: string;
  sql: string;
}

/** Kit's own SQL files (`kit/sql/NNN_<name>.sql`, applied once each like any migration) in name order. */
function kitMigrations(): Migration[] {
  return readdirSync(KIT_SQL_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({ name: f.replace(/\.sql$/, ''), sql: readFileSync(join(KIT_SQL_DIR, f), 'utf8') }));
}

/** Kit's own SQL first, then the service's `prisma/migrations/<timestamp>_<name>/migration.sql` in name order. */
export function listMigrations(migrationsDir: string): Migration[] {
  const own = existsSync(migrationsDir)
    ? readdirSync(migrationsDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
        .map((name) => ({ name, sql: readFileSync(join(migrationsDir, name, 'migration.sql'), 'utf8') }))
    : [];
  return [...kitMigrations(), ...own];
}

/**
 * Applies pending migrations, each in its own transaction, under an advisory lock so that
 * several replicas starting at once apply each migration exactly once. Then grants the app role.
 */
export async function migrate(adminDbUrl: string, migrationsDir: string, appRole: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: adminDbUrl });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock(7461002)');
    await client.query('CREATE TABLE IF NOT EXISTS kit_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await client.query<{ name: string }>('SELECT name FROM kit_migrations')).rows.map((r) => r.name));
    for (const m of listMigrations(migrationsDir)) {
      if (done.has(m.name)) continue;
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query('INSERT INTO kit_migrations (name) VALUES ($1)', [m.name]);
        await client.query('COMMIT');
        applied.push(m.name);
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${m.name} failed: ${(err as Error).message}`);
      }
    }
    await client.query(`GRANT USAGE ON SCHEMA public TO "${appRole}"`);
    await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO "${appRole}"`);
    await client.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO "${appRole}"`);
  } finally {
    await client.query('SELECT pg_advisory_unlock(7461002)').catch(() => undefined);
    await client.end();
  }
  return applied;
}
