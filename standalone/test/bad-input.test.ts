import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSystem } from './use-system.ts';
import { createTenant, type Tenant } from './skeleton-flow.ts';

// Input a client can send on purpose or by accident answers 400 or 413 in the one error shape
// through the gateway, and changes nothing.
const booted = useSystem('bad-input');
let tenant: Tenant;

beforeAll(async () => {
  tenant = await createTenant(booted.system.gatewayUrl);
}, 120_000);

const auth = () => ({ authorization: `Bearer ${tenant.api.token!}` });

async function send(method: string, path: string, body: string | ReadableStream, headers: Record<string, string> = {}) {
  const res = await fetch(booted.system.gatewayUrl + path, {
    method,
    headers: { ...auth(), 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as { code: string; message: string } };
}

const locationNames = async () =>
  (await tenant.api.get<{ value: { name: string }[] }>('/odata/Locations?$top=100')).value.map((l) => l.name).sort();

describe('bad input through the gateway', () => {
  it('answers 413 to a 20 MB JSON body, declared or chunked', async () => {
    const before = await locationNames();
    const big = JSON.stringify({ Name: 'x'.repeat(20 * 1024 * 1024), City: 'Köln' });
    const declared = await send('POST', '/api/Locations', big);
    expect(declared).toMatchObject({ status: 413, body: { code: 'payload_too_large', message: expect.any(String) } });
    // No content-length: the gateway counts while it forwards and stops past the limit.
    const chunks = Readable.toWeb(Readable.from([big.slice(0, 1_000_000), big.slice(1_000_000, 3_000_000)])) as ReadableStream;
    const chunked = await send('POST', '/api/Locations', chunks);
    expect(chunked).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
    expect(await locationNames()).toEqual(before);
  });

  it('answers 400 to JSON nested 100,000 levels', async () => {
    const deep = `{"Name":${'['.repeat(100_000)}${']'.repeat(100_000)},"City":"Köln"}`;
    const res = await send('POST', '/api/Locations', deep);
    expect(res).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });

  it.each([
    ['a NUL byte', 'Saal\u00001'],
    ['a lone high surrogate', 'Saal \ud800'],
    ['a lone low surrogate', '\udc00 Saal'],
  ])('answers 400 to %s in a text field and stores nothing', async (_what, name) => {
    const before = await locationNames();
    const res = await send('POST', '/api/Locations', JSON.stringify({ Name: name, City: 'Köln' }));
    expect(res).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    // Also in a field no schema names.
    const extra = await send('POST', '/api/Locations', JSON.stringify({ Name: 'Saal 2', City: 'Köln', Extra: { deep: [name] } }));
    expect(extra).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    expect(await locationNames()).toEqual(before);
  });

  it('answers 400 to a NUL in a query parameter', async () => {
    const res = await fetch(`${booted.system.gatewayUrl}/odata/Locations?x=a%00b`, { headers: auth() });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('keeps well-formed text beyond the basic plane', async () => {
    const name = `Saal 🎵 ${randomUUID().slice(0, 4)}`;
    expect((await send('POST', '/api/Locations', JSON.stringify({ Name: name, City: 'Köln' }))).status).toBe(200);
    expect(await locationNames()).toContain(name);
  });

  it('answers 400 to a NUL in $filter', async () => {
    const res = await fetch(`${booted.system.gatewayUrl}/odata/Employees?$filter=${encodeURIComponent("lastName eq 'a\u0000'")}`, {
      headers: auth(),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://studio.example'])(
    'refuses %s as the company web address and keeps the stored one',
    async (web) => {
      const company = await tenant.api.get<{ name: string; email: string; countryId: string; web: string | null }>('/api/Company/Get');
      const base = { Name: company.name, Email: company.email, CountryId: company.countryId };
      expect((await send('PUT', '/api/Company', JSON.stringify({ ...base, Web: 'https://studio.example' }))).status).toBe(200);
      const res = await send('PUT', '/api/Company', JSON.stringify({ ...base, Web: web }));
      expect(res).toMatchObject({ status: 400, body: { code: 'validation_failed', details: { fields: [{ field: 'web' }] } } });
      expect((await tenant.api.get<{ web: string }>('/api/Company/Get')).web).toBe('https://studio.example');
    },
  );

  it("matches '%' and '_' in contains, startswith and endswith literally", async () => {
    const tag = randomUUID().slice(0, 6);
    for (const lastName of [`Prozent100%${tag}`, `Unter_strich${tag}`, `Normal${tag}`, `Andere${tag}`]) {
      const userName = `like.${randomUUID().slice(0, 8)}`;
      await tenant.api.post('/api/Employees/de', {
        FirstName: 'Lara',
        LastName: lastName,
        Email: `${userName}@example.de`,
        UserName: userName,
        Authorities: 'ROLE_TRAINER',
        Active: false,
      });
    }
    const lastNames = async (filter: string) =>
      (await tenant.api.get<{ value: { lastName: string }[] }>(`/odata/Trainers?$filter=${encodeURIComponent(filter)}`)).value
        .map((u) => u.lastName)
        .filter((n) => n.endsWith(tag));
    expect(await lastNames("contains(lastName,'%')")).toEqual([`Prozent100%${tag}`]);
    expect(await lastNames("contains(lastName,'_')")).toEqual([`Unter_strich${tag}`]);
    expect(await lastNames("startswith(lastName,'_')")).toEqual([]);
    expect(await lastNames(`endswith(lastName,'%${tag}')`)).toEqual([`Prozent100%${tag}`]);
    expect(await lastNames(`tolower(lastName) eq 'normal${tag}'`)).toEqual([`Normal${tag}`]);
    expect(await lastNames(`tolower(lastName) eq '_ormal${tag}'`)).toEqual([]);
  });
});
