import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * PostgreSQL's ceiling for one hot row: pgbench (Debian's postgresql-contrib) runs the conditional
 * single-row update a booking's seat statement is built on, with `clients` connections, on a
 * database of its own (`database` on the server of `serverUrl`; the caller drops it). Answers
 * transactions per second.
 */
export function hotRowCeiling(serverUrl: string, database: string, clients: number, seconds: number): number {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  execFileSync('psql', [serverUrl, '-qc', `CREATE DATABASE ${database}`]);
  execFileSync('psql', [
    url.toString(),
    '-qc',
    'CREATE TABLE seats (id int PRIMARY KEY, confirmed int NOT NULL, max int NOT NULL); INSERT INTO seats VALUES (1, 0, 2147483647);',
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'pgbench-'));
  const script = join(dir, 'hot-row.sql');
  writeFileSync(script, 'UPDATE seats SET confirmed = confirmed + 1 WHERE id = 1 AND confirmed < max RETURNING confirmed;\n');
  const out = execFileSync('pgbench', ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', script, url.toString()], {
    encoding: 'utf8',
  });
  const tps = /tps = ([\d.]+)/.exec(out);
  if (!tps) throw new Error(`pgbench printed no tps:\n${out}`);
  return Number(tps[1]);
}
