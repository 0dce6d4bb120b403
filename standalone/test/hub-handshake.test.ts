import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { frame, HUB_PATH, parseFrames } from '@takt/gateway';
import { ApiClient } from '../src/api-client.ts';
import { useSystem } from './use-system.ts';
import { createTenant, type Tenant } from './skeleton-flow.ts';

// A hub client that sends its handshake the moment the socket opens, before the gateway has
// checked its token, is answered every time (the frames wait until the caller is known).
const booted = useSystem('hub-handshake');
let tenant: Tenant;

beforeAll(async () => {
  tenant = await createTenant(booted.system.gatewayUrl);
}, 120_000);

/** Opens the hub with `token`, sends handshake and a ping at once, and answers what came back. */
function handshakeRightAway(token: string): Promise<unknown[]> {
  const socket = new WebSocket(`${booted.system.gatewayUrl.replace(/^http/, 'ws')}${HUB_PATH}?access_token=${encodeURIComponent(token)}`);
  const received: unknown[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (socket.close(), resolve(received)), 3_000);
    socket.on('open', () => socket.send(frame({ protocol: 'json', version: 1 }) + frame({ type: 6 })));
    socket.on('message', (data) => {
      received.push(...parseFrames(data.toString()));
      if (received.length >= 2) {
        clearTimeout(timer);
        socket.close();
        resolve(received);
      }
    });
    socket.on('error', reject);
  });
}

describe('hub handshake', () => {
  it('is answered 5 of 5 times when sent right after connecting, with a fresh token each time', async () => {
    const answered: boolean[] = [];
    for (let i = 0; i < 5; i++) {
      // A fresh login each time: its token has not been verified (or cached) by the gateway yet.
      const api = new ApiClient(booted.system.gatewayUrl);
      await api.login(tenant.admin.userName, tenant.admin.password);
      const frames = await handshakeRightAway(api.token!);
      answered.push(JSON.stringify(frames[0]) === '{}' && (frames[1] as { type?: number } | undefined)?.type === 6);
    }
    expect(answered).toEqual([true, true, true, true, true]);
  });

  it('still closes the socket of a caller without a valid token', async () => {
    const socket = new WebSocket(`${booted.system.gatewayUrl.replace(/^http/, 'ws')}${HUB_PATH}?access_token=${randomUUID()}`);
    socket.on('open', () => socket.send(frame({ protocol: 'json', version: 1 })));
    const code = await new Promise<number>((resolve) => socket.on('close', (c) => resolve(c)));
    expect(code).toBe(4401);
  });
});
