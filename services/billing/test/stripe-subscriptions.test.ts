import { describe, expect, it } from 'vitest';
import { userCaller } from '@takt/kit/testing';
import type { UserCaller } from '@takt/proto';
import { licencesSet, PUBLISHABLE_KEY, stripeApi, useBillingWithFakeStripe } from './stripe-fixtures.ts';

const { t, fake } = useBillingWithFakeStripe();
const api = stripeApi(t);

/** An admin whose company has a Stripe customer. */
async function customerOf(admin: UserCaller = userCaller('admin')): Promise<{ admin: UserCaller; customerId: string }> {
  const res = await api.post(`CreateCustomer/admin@studio.example/${encodeURIComponent('Studio Nord GmbH')}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return { admin, customerId: res.json().id as string };
}

async function subscribed(plan = 'plan_small', quantity = 8) {
  const c = await customerOf();
  const res = await api.post(`Subscribe/${c.customerId}/${plan}/${quantity}`, c.admin);
  expect(res.statusCode, res.body).toBe(200);
  const { subscription, item } = res.json() as { subscription: { id: string }; item: { id: string } };
  return { ...c, subscriptionId: subscription.id, itemId: item.id };
}

describe('company subscriptions with Stripe', () => {
  it('hands out the publishable key and finds no customer before one is created', async () => {
    const admin = userCaller('admin');
    expect((await api.get('GetPublicStripeKey', admin)).json()).toEqual({ configured: true, publishableKey: PUBLISHABLE_KEY });
    const before = await api.get(`ExistCustomer/${admin.companyId}`, admin);
    expect(before.json()).toEqual({ exists: false, customerId: null });

    const { customerId } = await customerOf(admin);
    expect(fake().customers.get(customerId)).toMatchObject({
      email: 'admin@studio.example',
      name: 'Studio Nord GmbH',
      metadata: { company_id: admin.companyId },
    });
    expect((await api.get(`ExistCustomer/${admin.companyId}`, admin)).json()).toEqual({ exists: true, customerId });
    expect((await api.get(`GetCustomer/${customerId}`, admin)).json()).toEqual({
      id: customerId,
      name: 'Studio Nord GmbH',
      email: 'admin@studio.example',
      default_source: null,
    });
    const again = await api.post('CreateCustomer/other@studio.example/Other', admin);
    expect(again.statusCode).toBe(409);
    expect(fake().customers.size).toBeGreaterThan(0);
    expect(
      [...fake().customers.values()].filter((c) => (c.metadata as { company_id?: string }).company_id === admin.companyId),
    ).toHaveLength(1);
  });

  it("lists plans by the first tier's up_to with plans without tiers last", async () => {
    const res = await api.get('GetPlans/all', userCaller('admin'));
    expect(res.statusCode, res.body).toBe(200);
    const plans = res.json() as { id: string; tiers: { up_to: number | null }[]; billingScheme: string }[];
    expect(plans.map((p) => p.id)).toEqual(['plan_small', 'plan_large', 'plan_flat']);
    expect(plans[0]!.tiers).toEqual([
      { up_to: 10, unit_amount: 1200, flat_amount: null },
      { up_to: 20, unit_amount: 1000, flat_amount: null },
    ]);
  });

  it('sets a card by token and lists it as the default; a declined card changes nothing', async () => {
    const { admin, customerId } = await customerOf();
    const set = await api.put(`SetCardUsingToken/${customerId}/tok_visa`, admin);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ last4: '4242', brand: 'Visa', isDefault: true });
    const cardId = set.json().id as string;

    const declined = await api.put(`SetCardUsingToken/${customerId}/tok_chargeDeclined`, admin);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().code).toBe('card_declined');
    const cards = (await api.get(`GetCards/${customerId}`, admin)).json() as { id: string }[];
    expect(cards.map((c) => c.id)).toEqual([cardId]);
    expect((await api.get(`GetCard/${customerId}/${cardId}`, admin)).json()).toMatchObject({ id: cardId, last4: '4242' });
    expect((await api.get(`GetCustomer/${customerId}`, admin)).json().default_source).toBe(cardId);
  });

  it('subscribes with quantity = licences and publishes the licence figures (tiered: max attendees too)', async () => {
    const { admin, customerId, subscriptionId, itemId } = await subscribed('plan_small', 8);
    expect(await licencesSet(t, admin.companyId)).toEqual([{ stripeCustomerId: customerId, totalLicences: 8, maxAttendees: 8 }]);
    expect((await api.get(`HasSubscription/${customerId}`, admin)).json()).toEqual({ hasSubscription: true });
    const details = (await api.get(`GetSubscriptionDetails/${customerId}`, admin)).json();
    expect(details).toMatchObject({
      subscription: { id: subscriptionId, customerId, status: 'active' },
      item: { id: itemId, quantity: 8, plan: { id: 'plan_small' } },
    });
    expect((await api.get(`GetSubscriptionItem/${itemId}`, admin)).json()).toMatchObject({
      id: itemId,
      subscription: subscriptionId,
      quantity: 8,
    });

    const second = await api.post(`Subscribe/${customerId}/plan_large/5`, admin);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('subscription_exists');
  });

  it('a flat plan sets licences only', async () => {
    const { admin, customerId } = await subscribed('plan_flat', 4);
    expect(await licencesSet(t, admin.companyId)).toEqual([{ stripeCustomerId: customerId, totalLicences: 4, maxAttendees: null }]);
  });

  it('changes the quantity within the plan, shows the upcoming invoice and the invoices, and cancels', async () => {
    const { admin, customerId, subscriptionId, itemId } = await subscribed('plan_small', 8);
    const changed = await api.del(`UpdateSubscriptionItemQuantity/${itemId}/12`, admin);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().item.quantity).toBe(12);

    const tooMany = await api.del(`UpdateSubscriptionItemQuantity/${itemId}/21`, admin);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('validation_failed');
    const zero = await api.del(`UpdateSubscriptionItemQuantity/${itemId}/0`, admin);
    expect(zero.statusCode).toBe(400);
    expect((await api.get(`GetSubscriptionItem/${itemId}`, admin)).json().quantity).toBe(12);

    const upcoming = (await api.get(`GetUpcomingInvoice/${customerId}`, admin)).json().invoice;
    expect(upcoming).toMatchObject({ customerId, total: 12 * 1000, currency: 'eur', billing_reason: 'upcoming' });
    const invoices = (await api.get(`GetInvoices/${customerId}`, admin)).json() as { reason: string }[];
    expect(invoices.map((i) => i.reason)).toEqual(['subscription_update', 'subscription_create']);

    const cancelled = await api.del(`CancelSubscriptions/${customerId}/${subscriptionId}`, admin);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ subscription: null, item: null });
    expect(await licencesSet(t, admin.companyId)).toEqual([
      { stripeCustomerId: customerId, totalLicences: 8, maxAttendees: 8 },
      { stripeCustomerId: customerId, totalLicences: 12, maxAttendees: 12 },
      { stripeCustomerId: customerId, totalLicences: null, maxAttendees: null },
    ]);
    expect((await api.get(`GetUpcomingInvoice/${customerId}`, admin)).json()).toEqual({ invoice: null });
  });

  it('answers 400 for an unknown plan or token and a quantity past the last tier, changing nothing', async () => {
    const { admin, customerId } = await customerOf();
    const unknownPlan = await api.post(`Subscribe/${customerId}/plan_nope/3`, admin);
    expect(unknownPlan.statusCode).toBe(404);
    const tooMany = await api.post(`Subscribe/${customerId}/plan_small/21`, admin);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('validation_failed');
    const badQuantity = await api.post(`Subscribe/${customerId}/plan_small/none`, admin);
    expect(badQuantity.statusCode).toBe(400);
    const badToken = await api.put(`SetCardUsingToken/${customerId}/tok_unknown`, admin);
    expect(badToken.statusCode).toBe(404);
    const badEmail = await api.post('CreateCustomer/not-an-email/Name', userCaller('admin'));
    expect(badEmail.statusCode).toBe(400);
    expect((await api.get(`HasSubscription/${customerId}`, admin)).json()).toEqual({ hasSubscription: false });
    expect((await api.get(`GetCards/${customerId}`, admin)).json()).toEqual([]);
    expect(await licencesSet(t, admin.companyId)).toEqual([]);
  });

  it("never shows or changes another company's customer, subscription, item or card (404)", async () => {
    const a = await subscribed('plan_small', 5);
    const card = (await api.put(`SetCardUsingToken/${a.customerId}/tok_visa`, a.admin)).json().id as string;
    const b = await customerOf();
    const calls = [
      api.get(`ExistCustomer/${a.admin.companyId}`, b.admin),
      api.get(`GetCustomer/${a.customerId}`, b.admin),
      api.get(`HasSubscription/${a.customerId}`, b.admin),
      api.get(`GetSubscriptionDetails/${a.customerId}`, b.admin),
      api.get(`GetSubscriptionItem/${a.itemId}`, b.admin),
      api.get(`GetCards/${a.customerId}`, b.admin),
      api.get(`GetCard/${a.customerId}/${card}`, b.admin),
      api.get(`GetCard/${b.customerId}/${card}`, b.admin),
      api.get(`GetUpcomingInvoice/${a.customerId}`, b.admin),
      api.get(`GetInvoices/${a.customerId}`, b.admin),
      api.post(`Subscribe/${a.customerId}/plan_small/3`, b.admin),
      api.put(`SetCardUsingToken/${a.customerId}/tok_mastercard`, b.admin),
      api.del(`CancelSubscriptions/${a.customerId}/${a.subscriptionId}`, b.admin),
      api.del(`CancelSubscriptions/${b.customerId}/${a.subscriptionId}`, b.admin),
      api.del(`DeleteSubscriptionItem/${a.subscriptionId}/${a.itemId}`, b.admin),
      api.del(`UpdateSubscriptionItemQuantity/${a.itemId}/9`, b.admin),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(404);
    expect((await api.get(`GetSubscriptionDetails/${a.customerId}`, a.admin)).json()).toMatchObject({
      subscription: { status: 'active' },
      item: { quantity: 5 },
    });
    expect((await api.get(`GetCards/${a.customerId}`, a.admin)).json()).toHaveLength(1);
    expect(await licencesSet(t, b.admin.companyId)).toEqual([]);
  });

  it('is for the management with the subscriptions permission: an employee or trainer gets 403', async () => {
    const { admin, customerId } = await customerOf();
    for (const role of ['employee', 'trainer', 'attendee'] as const) {
      const other = userCaller(role, admin.companyId);
      expect((await api.get(`GetCustomer/${customerId}`, other)).statusCode).toBe(403);
      expect((await api.post(`Subscribe/${customerId}/plan_small/3`, other)).statusCode).toBe(403);
      expect((await api.get('GetPublicStripeKey', other)).statusCode).toBe(403);
    }
    expect((await api.get(`HasSubscription/${customerId}`, admin)).json()).toEqual({ hasSubscription: false });
    expect((await api.get(`GetCustomer/${customerId}`, userCaller('manager', admin.companyId))).statusCode).toBe(200);
  });

  it('removes an item only while others remain', async () => {
    const { admin, subscriptionId, itemId } = await subscribed('plan_small', 3);
    const res = await api.del(`DeleteSubscriptionItem/${subscriptionId}/${itemId}`, admin);
    expect(res.statusCode).toBe(409);
    expect((await api.get(`GetSubscriptionItem/${itemId}`, admin)).statusCode).toBe(200);
  });
});
