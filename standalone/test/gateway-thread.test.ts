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
  it('runs the whole flow, live notices included', async () => {
    expect(booted.system.gateway).toBeUndefined();
    await runSkeletonFlow(booted.system.gatewayUrl);
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
        startGatewayThread(booted.env, { services, port: (taken.address() as AddressInfo).port, host: '127.0.0.1' }),
      ).rejects.toThrow(/did not start: .*EADDRINUSE/s);
    } finally {
      taken.close();
    }
  });
});
