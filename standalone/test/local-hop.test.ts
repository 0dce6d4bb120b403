import type { ServiceName } from '@takt/proto';
import { beforeAll, describe, expect, it } from 'vitest';
import { localHop } from '../src/local-hop.ts';
import { createTenant, type Tenant } from './skeleton-flow.ts';
import { useSystem } from './use-system.ts';

// In the standalone the gateway hands a request with a whole body (or none) to its service's app
// in this process, without a socket (decision 0081); a larger or chunked body still goes over HTTP.
const booted = useSystem('localhop');
let tenant: Tenant;

beforeAll(async () => {
  tenant = await createTenant(booted.system.gatewayUrl);
  // The gateway fetches identity's key set over HTTP when it first checks a token.
  await tenant.api.get('/api/Users/GetMe');
}, 120_000);

/** How many HTTP requests the service's server has taken since this was called. */
function httpRequestsTo(name: ServiceName): () => number {
  let n = 0;
  booted.system.services.get(name)!.app.server.on('request', () => n++);
  return () => n;
}

describe('the gateway’s in-process hop to the services', () => {
  it('answers JSON requests, reads and writes, without an HTTP request to the service', async () => {
    const identity = httpRequestsTo('identity');
    const created = await tenant.api.post<{ id: string }>('/api/Locations', { name: 'Hop Studio', city: 'Köln' });
    const read = await tenant.api.get<{ name: string; city: string }>(`/api/Locations/${created.id}`);
    expect(read).toMatchObject({ name: 'Hop Studio', city: 'Köln' });
    await expect(tenant.api.get('/api/Locations/00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404 });
    expect(identity()).toBe(0);
  });

  it('sends a body past 64 KiB over HTTP, answered the same way', async () => {
    const identity = httpRequestsTo('identity');
    const res = await fetch(`${booted.system.gatewayUrl}/api/Locations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tenant.api.token!}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(70_000), city: 'Köln' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    expect(identity()).toBe(1);
  });

  it('refuses an origin that is not a service of this process', async () => {
    const hop = localHop(booted.system.services.values());
    await expect(hop({ origin: 'http://127.0.0.1:1', method: 'GET', path: '/healthz', headers: {} })).rejects.toThrow(
      'no service of this process',
    );
    const identity = booted.system.services.get('identity')!;
    const health = await hop({ origin: identity.url, method: 'GET', path: '/healthz', headers: {} });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-type']).toContain('application/json');
    expect(JSON.parse(Buffer.from(health.body).toString())).toMatchObject({ status: 'ok' });
  });
});
