import { afterAll, beforeAll } from 'vitest';
import { gatewayHeaders, startFakeStripe, stripeSignature, useTestService, type FakeStripe, type TestService } from '@takt/kit/testing';
import { BillingEvents, type Caller, type PayloadOf } from '@takt/proto';
import { billingService } from '../src/service.ts';
import type { Client } from '../src/store/client.ts';

export const WEBHOOK_SECRET = 'whsec_test_secret';
export const PUBLISHABLE_KEY = 'pk_test_fake';

/** Billing pointed at a local fake Stripe API that starts before it (hooks run in order). */
export function useBillingWithFakeStripe(): { t: TestService<Client>; fake: () => FakeStripe } {
  let fake: FakeStripe | undefined;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(async () => fake?.close());
  const t = useTestService(billingService, {
    settings: () => ({
      STRIPE_SECRET_KEY: fake!.secretKey,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake!.url,
    }),
  });
  return { t, fake: () => fake! };
}

export const stripeApi = (t: TestService<Client>) => ({
  get: (path: string, caller: Caller) => t.call('GET', `/api/Stripe/${path}`, undefined, caller),
  post: (path: string, caller: Caller) => t.call('POST', `/api/Stripe/${path}`, undefined, caller),
  put: (path: string, caller: Caller) => t.call('PUT', `/api/Stripe/${path}`, undefined, caller),
  del: (path: string, caller: Caller) => t.call('DELETE', `/api/Stripe/${path}`, undefined, caller),
  /** A webhook as Stripe posts it: no token, the raw JSON and its signature. */
  webhook: (payload: string, signature = stripeSignature(payload, WEBHOOK_SECRET)) => {
    const url = '/api/Stripe/Webhook';
    const headers = {
      ...gatewayHeaders(t.env.config, { kind: 'anonymous' }, 'POST', url),
      'content-type': 'application/json',
      'stripe-signature': signature,
    };
    return t.svc.app.inject({ method: 'POST', url, payload, headers });
  },
});

/** The licence figures billing published for a company, oldest first. */
export async function licencesSet(t: TestService<Client>, companyId: string): Promise<PayloadOf<typeof BillingEvents.LicencesSet>[]> {
  const events = await t.outbox(BillingEvents.LicencesSet.subject);
  return events.filter((e) => e.companyId === companyId).map((e) => e.payload as PayloadOf<typeof BillingEvents.LicencesSet>);
}

export const subscriptionEvent = (type: string, subscription: object) =>
  JSON.stringify({
    id: `evt_${Date.now()}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: subscription },
  });
