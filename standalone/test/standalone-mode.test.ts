import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { settingsSource } from '@takt/kit';
import { freePort } from '@takt/kit/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../src/api-client.ts';
import { DEMO_LOGINS } from '../src/seed.ts';
import { runSkeletonFlow } from './skeleton-flow.ts';

const root = new URL('../../', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'takt-standalone-'));
let child: ChildProcess | undefined;

/** `npm start` as the README gives it: embedded PostgreSQL, in-process bus and cache. */
async function start(port: number, pgPort: number): Promise<string> {
  const env: Record<string, string | undefined> = {
    ...settingsSource(),
    PORT: String(port),
    STANDALONE_DATA_DIR: dataDir,
    STANDALONE_PG_PORT: String(pgPort),
  };
  for (const k of ['DATABASE_URL', 'NATS_URL', 'REDIS_URL', 'TEST_DATABASE_URL']) delete env[k];
  child = spawn('npm', ['start', '--silent'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`standalone start timed out:\n${out}`)), 150_000);
    child!.stdout!.on('data', () => out.includes('Takt is running') && (clearTimeout(timer), resolve()));
    child!.on('exit', (code) => (clearTimeout(timer), reject(new Error(`standalone exited with ${code}:\n${out}`))));
  });
  return out;
}

async function stop(): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child!.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  child = undefined;
}

afterAll(async () => {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('standalone mode (npm start)', () => {
  it('boots with demo data, runs the skeleton flow, and a second start reuses the data', async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const first = await start(port, pgPort);
    expect(first).toContain('Seeding demo data');
    for (const login of DEMO_LOGINS) expect(first).toContain(`${login.username} / ${login.password}`);
    const base = `http://127.0.0.1:${port}`;

    const page = await fetch(`${base}/login`);
    expect(page.headers.get('content-type')).toContain('text/html');
    await runSkeletonFlow(base);

    await stop();
    const second = await start(port, pgPort);
    expect(second).not.toContain('Seeding demo data');
    const api = new ApiClient(base);
    // Every printed login works: each role's view can be tried at once.
    for (const login of DEMO_LOGINS.slice(1)) await new ApiClient(base).login(login.username, login.password);
    await api.login(DEMO_LOGINS[0].username, DEMO_LOGINS[0].password);
    const appointments = await api.get<{ '@odata.count': number }>('/odata/Appointments?$count=true&$top=1');
    expect(appointments['@odata.count']).toBeGreaterThan(0);
  }, 300_000);
});
