import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { ServiceName } from '@takt/proto';
import { describe, expect, it } from 'vitest';
import { startGatewayThread } from '../src/gateway-thread.ts';
import { ApiClient, ApiError } from '../src/api-client.ts';
import { createTenant, runSkeletonFlow } from './skeleton-flow.ts';
import { useSystem } from './use-system.ts';

// The standalone start runs the gateway on a thread of its own (decision 0080): the whole flow,
// its live notices and a logout work through it as through the gateway on the main thread.
const booted = useSystem('gwthread', {}, { gatewayThread: true });

describe('the gateway on its own thread', { timeout: 90_000 }, () => {
  it('runs the whole flow, live notices included, reaching the services without HTTP', async () => {
    expect(booted.system.gateway).toBeUndefined();
    let overHttp = 0;
    for (const s of booted.system.services.values()) s.app.server.on('request', () => overHttp++);
    await runSkeletonFlow(booted.system.gatewayUrl);
    // The thread's JSON requests take the in-process hop (decision 0081); only the key set for
    // tokens is fetched over HTTP, once.
    expect(overHttp).toBeLessThanOrEqual(1);
  });

  it('refuses a token once its session was logged out, as the cache the services share says', async () => {
    const tenant = await createTenant(booted.system.gatewayUrl);
    const login = await new ApiClient(booted.system.gatewayUrl).login(tenant.admin.userName, tenant.admin.password);
    const api = new ApiClient(booted.system.gatewayUrl, login.accessToken);
    await api.get('/api/Users/GetMe');
    await api.post('/api/Users/logout', { refreshToken: login.refreshToken });
    await expect
      .poll(
        () =>
          api.get('/api/Users/GetMe').then(
            () => 200,
            (e: unknown) => (e instanceof ApiError ? e.status : 0),
          ),
        { timeout: 3_000 },
      )
      .toBe(401);
  });

  it('fails to start with the reason when its port is taken', async () => {
    const taken = createServer().listen(0, '127.0.0.1');
    await new Promise((r) => taken.once('listening', r));
    const services = Object.fromEntries([...booted.system.services].map(([name, s]) => [name, s.url])) as Record<ServiceName, string>;
    try {
      await expect(
        startGatewayThread(booted.env, { services, port: (taken.address() as AddressInfo).port, host: '127.0.0.1' }, async () => {
          throw new Error('unused');
        }),
      ).rejects.toThrow(/did not start: .*EADDRINUSE/s);
    } finally {
      taken.close();
    }
  });
});
