import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, ApiError } from '../src/api-client.ts';
import { useSystem } from './use-system.ts';
import { createTenant, type Tenant } from './skeleton-flow.ts';

// The web push calls through the gateway, as the web app sends them (PascalCase bodies). Sending
// and decrypting are tested in services/notification/test/web-push.test.ts with a push receiver.
const booted = useSystem('web-push', { WEB_PUSH_SERVICE_HOSTS: 'push.example.net' });
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  tenant = await createTenant(booted.system.gatewayUrl);
  other = await createTenant(booted.system.gatewayUrl);
}, 120_000);

const browser = {
  Endpoint: 'https://push.example.net/push/JzLQ3raZJfFBR0aqvOMsLrt54w4rJUsV',
  // RFC 8291's example receiver key and auth secret.
  KeyP256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  KeyAuth: 'BTBZMqHH6r4Tts7J_aSIgg',
};
const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (err: ApiError) => ({ status: err.status, code: err.body.code }),
  );

describe('web push through the gateway', () => {
  it('subscribes a browser and answers the deployment’s key and the status', async () => {
    const check = () =>
      tenant.api.post<{ publicVapidKey: string; status: number }>('/api/WebPush/CheckSubscriptionStatus', {
        WebPushSubscriptionEndpoint: browser.Endpoint,
      });
    const before = await check();
    expect(before.status).toBe(0);
    expect(Buffer.from(before.publicVapidKey, 'base64url')).toHaveLength(65);
    expect(await tenant.api.post('/api/WebPush/SaveSubscription', { ...browser, Deactivated: false })).toEqual({
      publicVapidKey: before.publicVapidKey,
      status: 1,
    });
    expect((await check()).status).toBe(1);
    // The same browser in another company is another company's business.
    const theirs = await other.api.post<{ status: number }>('/api/WebPush/CheckSubscriptionStatus', {
      WebPushSubscriptionEndpoint: browser.Endpoint,
    });
    expect(theirs.status).toBe(0);
    expect(await tenant.api.post('/api/WebPush/SaveSubscription', { Endpoint: browser.Endpoint, Deactivated: true })).toMatchObject({
      status: 4,
    });
  });

  it('refuses an address outside the push services, a broken key and an anonymous caller', async () => {
    expect(
      await failure(tenant.api.post('/api/WebPush/SaveSubscription', { ...browser, Endpoint: 'https://intranet.example.net/x' })),
    ).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    expect(await failure(tenant.api.post('/api/WebPush/SaveSubscription', { ...browser, KeyAuth: 'kurz' }))).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    const anonymous = new ApiClient(booted.system.gatewayUrl);
    expect(await failure(anonymous.post('/api/WebPush/CheckSubscriptionStatus', {}))).toEqual({ status: 401, code: 'unauthorized' });
  });
});
