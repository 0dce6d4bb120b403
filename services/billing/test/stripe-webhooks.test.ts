import { describe, expect, it } from 'vitest';
import { stripeSignature, userCaller } from '@takt/kit/testing';
import { licencesSet, stripeApi, subscriptionEvent, useBillingWithFakeStripe, WEBHOOK_SECRET } from './stripe-fixtures.ts';

const { t, fake } = useBillingWithFakeStripe();
const api = stripeApi(t);

async function subscribed(quantity: number) {
  const admin = userCaller('admin');
  const customerId = (await api.post('CreateCustomer/a@b.example/Studio', admin)).json().id as string;
  const res = await api.post(`Subscribe/${customerId}/plan_large/${quantity}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return { admin, customerId, subscriptionId: res.json().subscription.id as string };
}

/** Changes the subscription at "Stripe" behind billing's back, as a change in Stripe's dashboard would. */
function changeAtStripe(subscriptionId: string, change: { quantity?: number; status?: string }) {
  const sub = fake().subscriptions.get(subscriptionId)!;
  if (change.status) sub.status = change.status;
  if (change.quantity) (sub.items as { data: { quantity: number }[] }).data[0]!.quantity = change.quantity;
  return sub;
}

describe('Stripe webhooks', () => {
  it('a signed subscription update sets the licences from Stripe; a repeat publishes nothing more', async () => {
    const { admin, customerId, subscriptionId } = await subscribed(30);
    const sub = changeAtStripe(subscriptionId, { quantity: 60 });
    const payload = subscriptionEvent('customer.subscription.updated', sub);
    const res = await api.webhook(payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect((await api.webhook(payload)).statusCode).toBe(200);
    expect(await licencesSet(t, admin.companyId)).toEqual([
      { stripeCustomerId: customerId, totalLicences: 30, maxAttendees: 30 },
      { stripeCustomerId: customerId, totalLicences: 60, maxAttendees: 60 },
    ]);
  });

  it('a deletion resets the licences; an older "updated" arriving after it changes nothing (Stripe state wins)', async () => {
    const { admin, customerId, subscriptionId } = await subscribed(10);
    const stale = subscriptionEvent('customer.subscription.updated', structuredClone(fake().subscriptions.get(subscriptionId)!));
    const sub = changeAtStripe(subscriptionId, { status: 'canceled' });
    expect((await api.webhook(subscriptionEvent('customer.subscription.deleted', sub))).statusCode).toBe(200);
    expect((await api.webhook(stale)).statusCode).toBe(200);
    expect(await licencesSet(t, admin.companyId)).toEqual([
      { stripeCustomerId: customerId, totalLicences: 10, maxAttendees: 10 },
      { stripeCustomerId: customerId, totalLicences: null, maxAttendees: null },
    ]);
  });

  it('a wrong, old or missing signature answers 400 webhook_signature_invalid and changes nothing', async () => {
    const { admin, subscriptionId } = await subscribed(5);
    const payload = subscriptionEvent('customer.subscription.updated', changeAtStripe(subscriptionId, { quantity: 7 }));
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    for (const signature of [
      stripeSignature(payload, 'whsec_wrong'),
      stripeSignature(payload, WEBHOOK_SECRET, tenMinutesAgo),
      '',
      't=1,v1=00',
    ]) {
      const res = await api.webhook(payload, signature);
      expect(res.statusCode, signature).toBe(400);
      expect(res.json().code).toBe('webhook_signature_invalid');
    }
    const tampered = await api.webhook(payload.replace('"quantity":7', '"quantity":8'), stripeSignature(payload, WEBHOOK_SECRET));
    expect(tampered.statusCode).toBe(400);
    expect((await licencesSet(t, admin.companyId)).map((f) => f.totalLicences)).toEqual([5]);
  });

  it("acknowledges other events and other accounts' customers without changing anything", async () => {
    const { admin, subscriptionId } = await subscribed(4);
    const sub = changeAtStripe(subscriptionId, { quantity: 9 });
    expect((await api.webhook(subscriptionEvent('invoice.paid', { id: 'in_1', customer: sub.customer }))).json()).toEqual({
      received: true,
    });
    const foreign = { ...sub, customer: 'cus_someone_else' };
    expect((await api.webhook(subscriptionEvent('customer.subscription.updated', foreign))).json()).toEqual({ received: true });
    expect((await licencesSet(t, admin.companyId)).map((f) => f.totalLicences)).toEqual([4]);
  });
});
