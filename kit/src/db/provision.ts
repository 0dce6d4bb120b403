import pg from 'pg';

/** Creates the service database and the non-superuser app role if missing; answers the app's URL. */
export async function provisionDatabase(
  adminUrl: string,
  database: string,
  role: string,
  password: string,
): Promise<{ adminUrl: string; appUrl: string }> {
  const server = new pg.Client({ connectionString: adminUrl });
  await server.connect();
  try {
    await server.query('SELECT pg_advisory_lock(7461001)');
    const exists = await server.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await server.query(`CREATE DATABASE "${database}"`);
    const hasRole = await server.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
    if (hasRole.rowCount === 0) {
      await server.query(`CREATE ROLE "${role}" LOGIN NOSUPERUSER NOBYPASSRLS PASSWORD '${password.replace(/'/g, "''")}'`);
    }
    await server.query(`GRANT CONNECT ON DATABASE "${database}" TO "${role}"`);
  } finally {
    await server.query('SELECT pg_advisory_unlock(7461001)').catch(() => undefined);
    await server.end();
  }
  const admin = new URL(adminUrl);
  admin.pathname = `/${database}`;
  const app = new URL(admin);
  app.username = role;
  app.password = password;
  return { adminUrl: admin.toString(), appUrl: app.toString() };
}

export async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  const server = new pg.Client({ connectionString: adminUrl });
  await server.connect();
  try {
    await server.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await server.end();
  }
}

/** Drops every database whose name starts with prefix (demo reset, test teardown). */
export async function dropDatabasesWithPrefix(adminUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE left(datname, length($1)) = $1', [
      prefix,
    ]);
    for (const r of rows) await client.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
