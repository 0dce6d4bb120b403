import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawSql } from '@takt/kit';
import { eventually } from '@takt/kit/testing';
import { ApiClient, ApiError } from '../src/api-client.ts';
import { useSystem } from './use-system.ts';
import { createTenant, type Tenant } from './skeleton-flow.ts';

// Identity's flows through the gateway, the way the web app calls them; mails land in a folder.
const mailbox = mkdtempSync(join(tmpdir(), 'takt-mailbox-'));
const booted = useSystem('identity-flows', { MAILBOX_DIR: mailbox });
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  [a, b] = [await createTenant(booted.system.gatewayUrl), await createTenant(booted.system.gatewayUrl)];
}, 120_000);
afterAll(async () => {
  rmSync(mailbox, { recursive: true, force: true });
});

const anonymous = () => new ApiClient(booted.system.gatewayUrl);
const failure = (p: Promise<unknown>) =>
  p.then(
    () => ({ status: 200, code: 'ok' }),
    (e: unknown) => (e instanceof ApiError ? { status: e.status, code: e.body.code } : { status: 0, code: String(e) }),
  );

async function employee(tenant: Tenant, authorities: string, extra: Record<string, unknown> = {}) {
  const userName = `mitarbeiter.${randomUUID().slice(0, 8)}`;
  const password = 'Kurs#Plan2026';
  const { id } = await tenant.api.post<{ id: string }>('/api/Employees/de', {
    FirstName: 'Lara',
    LastName: 'Brandt',
    Email: `${userName}@example.de`,
    UserName: userName,
    Password: password,
    Authorities: authorities,
    ...extra,
  });
  return { id, userName, password, email: `${userName}@example.de` };
}

/** The newest mail to `to` in the mailbox folder. */
function mailTo(to: string): { subject: string; text: string } | undefined {
  const mails = readdirSync(mailbox)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(mailbox, f), 'utf8')) as { to: string; subject: string; text: string; createdAt: string })
    .filter((m) => m.to === to)
    .sort((x, y) => x.createdAt.localeCompare(y.createdAt));
  return mails.at(-1);
}

describe('identity flows through the gateway', () => {
  it('tells wrong password, passive user and deleted user apart at login', async () => {
    const passive = await employee(a, 'ROLE_TRAINER', { Active: false });
    const deleted = await employee(a, 'ROLE_TRAINER');
    await a.api.request('DELETE', `/api/Employees/${deleted.id}`);
    expect(await failure(anonymous().login(passive.userName, 'Falsch#2026'))).toEqual({ status: 401, code: 'login_invalid' });
    expect(await failure(anonymous().login(passive.userName, passive.password))).toEqual({ status: 401, code: 'login_user_passive' });
    expect(await failure(anonymous().login(deleted.userName, deleted.password))).toEqual({ status: 401, code: 'login_user_deleted' });
  });

  it('resets a password by mailed key once; the key cannot be used again', async () => {
    const user = await employee(a, 'ROLE_EMPLOYEE');
    const init = await anonymous().post('/api/Users/reset-password-init', { email: user.email });
    expect(init).toEqual(await anonymous().post('/api/Users/reset-password-init', { email: 'niemand@example.de' }));
    const mail = await eventually(async () => (mailTo(user.email)?.subject === 'Passwort zurücksetzen' ? mailTo(user.email) : undefined));
    const key = /key=([\w-]+)/.exec(mail.text)?.[1];
    expect(key).toBeTruthy();

    await anonymous().post('/api/Users/reset-password-check', { key });
    await anonymous().post('/api/Users/reset-password-finish', { key, newPassword: 'Neu#Start2026' });
    await anonymous().login(user.userName, 'Neu#Start2026');
    expect(await failure(anonymous().login(user.userName, user.password))).toMatchObject({ status: 401 });
    expect(await failure(anonymous().post('/api/Users/reset-password-finish', { key, newPassword: 'Noch#Mal2026' }))).toMatchObject({
      code: 'token_invalid',
    });
  });

  it('refuses an expired reset key', async () => {
    const user = await employee(a, 'ROLE_EMPLOYEE');
    await anonymous().post('/api/Users/reset-password-init', { email: user.email });
    const mail = await eventually(async () => (mailTo(user.email)?.subject === 'Passwort zurücksetzen' ? mailTo(user.email) : undefined));
    const key = /key=([\w-]+)/.exec(mail.text)![1];
    // Let the key age past its hour in the identity database.
    await booted.system.services.get('identity')!.db.system(
      (tx) =>
        rawSql(tx).$executeRaw`
        UPDATE user_token SET expires_at = now() - interval '1 minute' WHERE user_id = ${user.id}::uuid`,
    );
    expect(await failure(anonymous().post('/api/Users/reset-password-finish', { key, newPassword: 'Neu#Start2026' }))).toMatchObject({
      code: 'token_invalid',
    });
  });

  it('revokes the token family when a used refresh token comes back', async () => {
    const user = await employee(a, 'ROLE_EMPLOYEE');
    const first = await anonymous().login(user.userName, user.password);
    const second = await anonymous().post<{ refreshToken: string }>('/api/users/refreshtoken', { refreshToken: first.refreshToken });
    expect(await failure(anonymous().post('/api/users/refreshtoken', { refreshToken: first.refreshToken }))).toEqual({
      status: 401,
      code: 'refresh_token_invalid',
    });
    expect(await failure(anonymous().post('/api/users/refreshtoken', { refreshToken: second.refreshToken }))).toMatchObject({
      status: 401,
    });
  });

  it("gives a manager of company A 404 for company B's employee", async () => {
    const manager = await employee(a, 'ROLE_MANAGER');
    const other = await employee(b, 'ROLE_TRAINER');
    const api = anonymous();
    await api.login(manager.userName, manager.password);
    expect(await failure(api.get(`/api/Employees/${other.id}`))).toMatchObject({ status: 404 });
    expect(await failure(api.request('DELETE', `/api/Employees/${other.id}`))).toMatchObject({ status: 404 });
  });

  it('answers 403 to an employee without employeesCreateDelete and to a trainer on a management endpoint', async () => {
    // A fresh studio: the trial's five licences of company A are taken by the tests above.
    const c = await createTenant(booted.system.gatewayUrl);
    const office = await employee(c, 'ROLE_EMPLOYEE');
    const trainer = await employee(c, 'ROLE_TRAINER');
    const officeApi = anonymous();
    await officeApi.login(office.userName, office.password);
    expect(
      await failure(officeApi.post('/api/Employees/de', { FirstName: 'X', LastName: 'Y', UserName: 'x.y', Email: 'x@y.de' })),
    ).toMatchObject({ status: 403 });
    const trainerApi = anonymous();
    await trainerApi.login(trainer.userName, trainer.password);
    expect(
      await failure(
        trainerApi.request('PUT', '/api/Employees/UpdateAuthorities', { ApplicationUserId: office.id, Authorities: 'ROLE_MANAGER' }),
      ),
    ).toMatchObject({ status: 403 });
  });

  it('throttles repeated failed logins of one user name with 429 and a retry hint', async () => {
    const user = await employee(a, 'ROLE_TRAINER');
    let last: Response | undefined;
    for (let i = 0; i < 6; i++)
      last = await anonymous().raw('POST', '/api/Users/authenticate', { username: user.userName, password: 'Falsch#2026' });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await last!.json()).toMatchObject({ code: 'rate_limited', details: { retryAfterSeconds: expect.any(Number) } });
    // Even the right password waits now.
    expect((await anonymous().raw('POST', '/api/Users/authenticate', { username: user.userName, password: user.password })).status).toBe(
      429,
    );
  });
});
