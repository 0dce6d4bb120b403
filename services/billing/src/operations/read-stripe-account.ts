import { notFound, type Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import type Stripe from 'stripe';
import { sortPlans } from '../domain/subscription.ts';
import { cardDto, customerDto, invoiceDto, itemDto, planDto, upcomingDto } from '../providers/stripe-dto.ts';
import { configured, stripeCall, type StripeAccount } from '../providers/stripe.ts';
import type { Client } from '../store/client.ts';
import { ownStripeCustomer } from '../store/stripe-customers.ts';
import { detailsOf, liveSubscription, ownCustomerId, ownSubscription } from './stripe-steps.ts';

// The reads of spec section 7 "Billing (card payment provider)". Each checks the ids against
// the caller's company before it asks Stripe.

type Account = StripeAccount | null;

export function getPublicStripeKey(account: Account) {
  return { configured: account !== null, publishableKey: account?.publishableKey ?? null };
}

export async function existCustomer(db: Db<Client>, account: Account, user: UserCaller, companyId: string) {
  configured(account);
  if (companyId !== user.companyId) throw notFound('Company');
  const row = await db.tx((tx) => ownStripeCustomer(tx));
  return { exists: row !== null, customerId: row?.customerId ?? null };
}

export async function getCustomer(db: Db<Client>, account: Account, customerId: string) {
  const stripe = configured(account);
  await ownCustomerId(db, customerId);
  const customer = await stripeCall(() => stripe.api.customers.retrieve(customerId));
  if (customer.deleted) throw notFound('Customer');
  return customerDto(customer);
}

export async function getPlans(account: Account, productId: string) {
  const stripe = configured(account);
  const params: Stripe.PlanListParams = {
    active: true,
    limit: 100,
    expand: ['data.tiers'],
    ...(productId !== 'all' && { product: productId }),
  };
  const plans = await stripeCall(() => stripe.api.plans.list(params));
  return sortPlans(plans.data.map(planDto));
}

export async function hasSubscription(db: Db<Client>, account: Account, customerId: string) {
  const stripe = configured(account);
  await ownCustomerId(db, customerId);
  return { hasSubscription: (await liveSubscription(stripe, customerId)) !== null };
}

export async function getSubscriptionDetails(db: Db<Client>, account: Account, customerId: string) {
  const stripe = configured(account);
  await ownCustomerId(db, customerId);
  return detailsOf(await liveSubscription(stripe, customerId));
}

export async function getSubscriptionItem(db: Db<Client>, account: Account, itemId: string) {
  const stripe = configured(account);
  await ownCustomerId(db);
  const item = await stripeCall(() => stripe.api.subscriptionItems.retrieve(itemId));
  await ownSubscription(db, stripe, item.subscription).catch(() => {
    throw notFound('Subscription item');
  });
  const plan = await stripeCall(() => stripe.api.plans.retrieve(item.plan.id, { expand: ['tiers'] }));
  return itemDto(item, plan);
}

async function defaultSource(stripe: StripeAccount, customerId: string): Promise<string | null> {
  const customer = await stripeCall(() => stripe.api.customers.retrieve(customerId));
  if (customer.deleted) throw notFound('Customer');
  return customerDto(customer).default_source;
}

export async function getCards(db: Db<Client>, account: Account, customerId: string) {
  const stripe = configured(account);
  await ownCustomerId(db, customerId);
  const [sources, preferred] = await Promise.all([
    stripeCall(() => stripe.api.customers.listSources(customerId, { object: 'card', limit: 100 })),
    defaultSource(stripe, customerId),
  ]);
  return sources.data.filter((s): s is Stripe.Card => s.object === 'card').map((c) => cardDto(c, preferred));
}

export async function getCard(db: Db<Client>, account: Account, customerId: string, cardId: string) {
  const stripe = configured(account);
  await ownCustomerId(db, customerId);
  const [source, preferred] = await Promise.all([
    stripeCall(() => stripe.api.customers.retrieveSource(customerId, cardId)),
    defaultSource(stripe, customerId),
  ]);
  if (source.object !== 'card') throw notFound('Card');
  return cardDto(source as Stripe.Card, preferred);
}

export async function getUpcomingInvoice(db: Db<Client>, account: Account, customerId: string) {
  const stripe = configured(account);
  await ownCustomerId(db, customerId);
  const live = await liveSubscription(stripe, customerId);
  if (!live) return { invoice: null };
  const preview = await stripeCall(() => stripe.api.invoices.createPreview({ customer: customerId, subscription: live.subscription.id }));
  return { invoice: upcomingDto(preview, customerId) };
}

export async function getInvoices(db: Db<Client>, account: Account, customerId: string) {
  const stripe = configured(account);
  await ownCustomerId(db, customerId);
  const invoices = await stripeCall(() => stripe.api.invoices.list({ customer: customerId, limit: 100 }));
  return invoices.data.map(invoiceDto).sort((a, b) => b.created - a.created);
}
