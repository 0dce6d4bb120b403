import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { identityService } from '@takt/identity';
import { startService, type RunningService } from '@takt/kit';
import { createTestEnv, gatewayHeaders, signUp, TEST_PASSWORD, type FixtureCall, type TestEnv } from '@takt/kit/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDatabases, restoreDatabase } from '../src/backup.ts';

const out = mkdtempSync(join(tmpdir(), 'takt-backup-'));
const envs: TestEnv[] = [];
const running: RunningService<unknown>[] = [];
afterAll(async () => {
  for (const s of running) await s.close();
  for (const e of envs) await e.dispose();
  rmSync(out, { recursive: true, force: true });
});

const anonymousCall =
  (env: TestEnv, svc: RunningService<unknown>): FixtureCall =>
  (method, url, body) =>
    svc.app.inject({ method, url, payload: body as object, headers: gatewayHeaders(env.config, { kind: 'anonymous' }, method, url) });

const started = async (name: string) => {
  const env = await createTestEnv(name);
  envs.push(env);
  const svc = await startService(identityService, env);
  running.push(svc as RunningService<unknown>);
  return { env, svc, call: anonymousCall(env, svc) };
};

describe('backup and restore of a service database', () => {
  it('dumps identity, restores it into an empty database, and the service starts on it with the data', async () => {
    const before = await started('backup');
    const { adminUserName } = await signUp(before.call);
    const [file, ...more] = await backupDatabases(before.env.config, out, ['identity', 'booking']);
    expect(more).toEqual([]); // booking never started here: it has no database to dump
    expect(file).toMatch(/identity-.*\.dump$/);

    const after = await createTestEnv('restore');
    envs.push(after);
    await restoreDatabase(after.config, 'identity', file!);
    await expect(restoreDatabase(after.config, 'identity', file!)).rejects.toThrow(/already holds tables/);
    const svc = await startService(identityService, after);
    running.push(svc as RunningService<unknown>);
    const login = await anonymousCall(after, svc as RunningService<unknown>)('POST', '/api/Users/authenticate', {
      Username: adminUserName,
      Password: TEST_PASSWORD,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect((login.json() as { accessToken?: string }).accessToken).toBeTruthy();
  });
});
