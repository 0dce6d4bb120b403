import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The hot row: one seat counter, and the conditional update a booking's seat statement is built on. */
export const HOT_ROW_TABLE =
  'CREATE TABLE seats (id int PRIMARY KEY, confirmed int NOT NULL, max int NOT NULL); INSERT INTO seats VALUES (1, 0, 2147483647);';
export const HOT_ROW_UPDATE = 'UPDATE seats SET confirmed = confirmed + 1 WHERE id = 1 AND confirmed < max RETURNING confirmed';

/** Creates `database` with the hot row on the server of `serverUrl` (the caller drops it); answers its URL. */
export function createHotRow(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  execFileSync('psql', [serverUrl, '-qc', `CREATE DATABASE ${database}`]);
  execFileSync('psql', [url.toString(), '-qc', HOT_ROW_TABLE]);
  return url.toString();
}

/**
 * PostgreSQL's ceiling for one hot row: pgbench (Debian's postgresql-contrib) runs the conditional
 * single-row update a booking's seat statement is built on, with `clients` connections, on a
 * database of its own (`database` on the server of `serverUrl`; the caller drops it). Answers
 * transactions per second.
 */
export function hotRowCeiling(serverUrl: string, database: string, clients: number, seconds: number): number {
  const url = createHotRow(serverUrl, database);
  const dir = mkdtempSync(join(tmpdir(), 'pgbench-'));
  const script = join(dir, 'hot-row.sql');
  writeFileSync(script, `${HOT_ROW_UPDATE};\n`);
  const out = execFileSync('pgbench', ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', script, url], {
    encoding: 'utf8',
  });
  const tps = /tps = ([\d.]+)/.exec(out);
  if (!tps) throw new Error(`pgbench printed no tps:\n${out}`);
  return Number(tps[1]);
}
