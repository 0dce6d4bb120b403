import { notFound, type Db } from '@takt/kit';
import type Stripe from 'stripe';
import { isLive, licenceFigures, sameFigures } from '../domain/subscription.ts';
import { publishLicencesSet } from '../events/licence-events.ts';
import { itemDto, subscriptionDto } from '../providers/stripe-dto.ts';
import { stripeCall, type StripeAccount } from '../providers/stripe.ts';
import type { Client } from '../store/client.ts';
import { lockStripeSync, ownStripeCustomer, writeLicenceFigures } from '../store/stripe-customers.ts';

// Steps the Stripe operations share: the tenant check of a customer id, the live subscription
// as the spec's details, and the licence sync both the calls and the webhooks end with.

/** The caller's company's customer id; any other id (another company's, or none yet) answers 404. */
export async function ownCustomerId(db: Db<Client>, customerId?: string): Promise<string> {
  const row = await db.tx((tx) => ownStripeCustomer(tx));
  if (!row || (customerId !== undefined && row.customerId !== customerId)) throw notFound('Customer');
  return row.customerId;
}

/** A subscription of the caller's customer; another customer's answers 404 like a missing one. */
export async function ownSubscription(db: Db<Client>, account: StripeAccount, subscriptionId: string): Promise<Stripe.Subscription> {
  const sub = await stripeCall(() => account.api.subscriptions.retrieve(subscriptionId));
  const owner = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
  await ownCustomerId(db, owner).catch(() => {
    throw notFound('Subscription');
  });
  return sub;
}

export interface LiveSubscription {
  subscription: Stripe.Subscription;
  item: Stripe.SubscriptionItem;
  plan: Stripe.Plan;
}

/** The customer's live subscription with its first item's plan (tiers expanded), or null. */
export async function liveSubscription(account: StripeAccount, customerId: string): Promise<LiveSubscription | null> {
  const list = await stripeCall(() => account.api.subscriptions.list({ customer: customerId, status: 'all', limit: 20 }));
  const subscription = list.data.find((s) => isLive(s.status));
  const item = subscription?.items.data[0];
  if (!subscription || !item) return null;
  const plan = await stripeCall(() => account.api.plans.retrieve(item.plan.id, { expand: ['tiers'] }));
  return { subscription, item, plan };
}

export function detailsOf(live: LiveSubscription | null) {
  return live
    ? { subscription: subscriptionDto(live.subscription), item: itemDto(live.item, live.plan) }
    : { subscription: null, item: null };
}

const isTiered = (plan: Stripe.Plan) => plan.billing_scheme === 'tiered' || (plan.tiers?.length ?? 0) > 0;

/**
 * Reads the customer's subscription from Stripe and, when the licence figures differ from those
 * last published, stores and publishes them. Runs in the current tenant; serialised per
 * customer, so webhooks arriving out of order still end on Stripe's latest state.
 */
export async function syncLicences(db: Db<Client>, account: StripeAccount, customerId: string): Promise<LiveSubscription | null> {
  return db.tx(async (tx) => {
    await lockStripeSync(tx, customerId);
    const live = await liveSubscription(account, customerId);
    const row = await ownStripeCustomer(tx);
    if (!row || row.customerId !== customerId) return live;
    const figures = licenceFigures(
      live && { status: live.subscription.status, quantity: live.item.quantity ?? 1, tiered: isTiered(live.plan) },
    );
    if (row.syncedAt && sameFigures(row, figures)) return live;
    await writeLicenceFigures(tx, row.companyId, figures);
    await publishLicencesSet(tx, customerId, figures);
    return live;
  });
}
