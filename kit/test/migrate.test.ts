import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { provisionDatabase } from '../src/db/provision.ts';
import { createTestEnv, type TestEnv } from '../src/testing/index.ts';
import { NOTE_MIGRATIONS } from './fixture/note-db.ts';

// Kit's SQL files are migrations like a service's: a database migrated before a new kit file
// existed gets that file on its next start (the outbox's write order came that way).
let env: TestEnv;
let adminUrl: string;
beforeAll(async () => {
  env = await createTestEnv('migrate');
  ({ adminUrl } = await provisionDatabase(
    env.config.DATABASE_URL,
    `${env.config.DATABASE_PREFIX}kit`,
    env.config.DATABASE_APP_ROLE,
    env.config.DATABASE_APP_PASSWORD,
  ));
});
afterAll(async () => {
  await env?.dispose();
});

async function sql<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('migrations', () => {
  it("applies kit's files in order before the service's, each once, and a later kit file to an older database", async () => {
    const first = await migrate(adminUrl, NOTE_MIGRATIONS, env.config.DATABASE_APP_ROLE);
    expect(first.slice(0, 2)).toEqual(['000_kit', '001_outbox_write_order']);
    expect(await migrate(adminUrl, NOTE_MIGRATIONS, env.config.DATABASE_APP_ROLE)).toEqual([]);

    // As a database migrated before 001 existed.
    await sql("DELETE FROM kit_migrations WHERE name = '001_outbox_write_order'");
    await sql('ALTER TABLE kit_outbox DROP COLUMN seq');
    expect(await migrate(adminUrl, NOTE_MIGRATIONS, env.config.DATABASE_APP_ROLE)).toEqual(['001_outbox_write_order']);
    const columns = await sql<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'kit_outbox'",
    );
    expect(columns.map((c) => c.column_name)).toContain('seq');
  });
});
