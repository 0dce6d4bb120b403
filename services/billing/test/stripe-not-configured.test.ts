import { describe, expect, it } from 'vitest';
import { gatewayHeaders, stripeSignature, userCaller, useTestService } from '@takt/kit/testing';
import { billingStripeContracts } from '@takt/proto';
import { billingService } from '../src/service.ts';

// No STRIPE_* settings: the account page must learn that payments are off instead of failing.
const t = useTestService(billingService);

describe('Stripe not configured', () => {
  it('GetPublicStripeKey says so', async () => {
    const res = await t.call('GET', '/api/Stripe/GetPublicStripeKey', undefined, userCaller('admin'));
    expect(res.json()).toEqual({ configured: false, publishableKey: null });
  });

  it('every other call answers 503 payment_provider_not_configured', async () => {
    const admin = userCaller('admin');
    const values: Record<string, string> = {
      companyId: admin.companyId,
      customerId: 'cus_x',
      productId: 'all',
      id: 'si_x',
      cardId: 'card_x',
      email: 'a@b.example',
      fullName: 'A',
      planId: 'plan_x',
      totalUsers: '3',
      tokenId: 'tok_visa',
      subscriptionId: 'sub_x',
      itemId: 'si_x',
      newQuantity: '2',
    };
    for (const c of Object.values(billingStripeContracts)) {
      if (c === billingStripeContracts.getPublicStripeKey || c === billingStripeContracts.stripeWebhook) continue;
      const url = c.path.replace(/:(\w+)/g, (_, name: string) => values[name]!);
      const res = await t.call(c.method, url, undefined, admin);
      expect(res.statusCode, `${c.method} ${url}: ${res.body}`).toBe(503);
      expect(res.json().code).toBe('payment_provider_not_configured');
    }
  });

  it('the webhook answers 503 too, whatever it carries', async () => {
    const payload = '{"type":"customer.subscription.updated"}';
    const url = '/api/Stripe/Webhook';
    const headers = { ...gatewayHeaders(t.env.config, { kind: 'anonymous' }, 'POST', url), 'content-type': 'application/json' };
    const res = await t.svc.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, 'stripe-signature': stripeSignature(payload, 'whsec_x') },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('payment_provider_not_configured');
  });
});
