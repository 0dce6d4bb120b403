import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';

import { useExtraGateway, useSystem } from './use-system.ts';
import { createTenant, type Tenant } from './skeleton-flow.ts';

// Login throttling through the gateway: a client cannot pick its own address, and an attacker
// who guesses a name's password does not lock its owner out.
const booted = useSystem('login-throttle');
/** A gateway behind a proxy on loopback (TRUSTED_PROXIES), so tests can speak from several addresses. */
const proxied = useExtraGateway(booted, { TRUSTED_PROXIES: '127.0.0.1' });
let tenant: Tenant;

beforeAll(async () => {
  tenant = await createTenant(booted.system.gatewayUrl);
}, 120_000);

const PASSWORD = 'Kurs#Plan2026';

async function employee() {
  const userName = `anmeldung.${randomUUID().slice(0, 8)}`;
  await tenant.api.post('/api/Employees/de', {
    FirstName: 'Lara',
    LastName: 'Brandt',
    Email: `${userName}@example.de`,
    UserName: userName,
    Password: PASSWORD,
    Authorities: 'ROLE_TRAINER',
  });
  return userName;
}

const login = (baseUrl: string, username: string, password: string, from?: string) =>
  fetch(`${baseUrl}/api/Users/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) },
    body: JSON.stringify({ username, password }),
  });

describe('login throttling', () => {
  it('holds when every attempt claims another address in X-Forwarded-For', async () => {
    const victim = await employee();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(booted.system.gatewayUrl, victim, 'Falsch#2026', `198.18.0.${i + 1}`)).status);
    // The name and the real address: five failures, then a wait.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The per-address budget of the gateway counts the real address too.
    for (let i = 0; i < 34; i++)
      statuses.push((await login(booted.system.gatewayUrl, `niemand.${i}`, 'Falsch#2026', `198.19.0.${i + 1}`)).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
  });

  it("lets the owner in from their own address while an attacker's address waits", async () => {
    const name = await employee();
    const [attacker, owner] = ['203.0.113.7', '198.51.100.4'];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(proxied.url, name, 'Falsch#2026', attacker)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const waiting = await login(proxied.url, name, PASSWORD, attacker);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await waiting.json()).toMatchObject({ code: 'rate_limited', details: { retryAfterSeconds: expect.any(Number) } });
    expect((await login(proxied.url, name, PASSWORD, owner)).status).toBe(200);
  });

  it('slows guessing from many addresses for new addresses only; the known address still gets in', async () => {
    const name = await employee();
    const home = '198.51.100.20';
    expect((await login(proxied.url, name, PASSWORD, home)).status).toBe(200);
    // Five addresses, four guesses each (twenty failures): no pair reaches its own limit.
    for (let a = 0; a < 5; a++)
      for (let i = 0; i < 4; i++) expect((await login(proxied.url, name, 'Falsch#2026', `203.0.113.${100 + a}`)).status).toBe(401);
    expect((await login(proxied.url, name, PASSWORD, '203.0.113.200')).status).toBe(429);
    expect((await login(proxied.url, name, PASSWORD, home)).status).toBe(200);
  });
});
