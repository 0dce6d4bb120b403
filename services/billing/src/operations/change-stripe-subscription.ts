import { fail, notFound, validationFailed, type Db } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import { quantityProblem } from '../domain/subscription.ts';
import { planDto } from '../providers/stripe-dto.ts';
import { configured, stripeCall, type StripeAccount } from '../providers/stripe.ts';
import { createSubscription, setItemQuantity } from '../providers/stripe-writes.ts';
import type { Client } from '../store/client.ts';
import { detailsOf, liveSubscription, ownCustomerId, ownSubscription, syncLicences } from './stripe-steps.ts';

// The writes on the company's subscription (spec section 7). Each ends by syncing the licences
// from Stripe's answer, so the figures do not wait for the webhook (which syncs the same way).

type Account = StripeAccount | null;

async function tieredPlan(stripe: StripeAccount, planId: string) {
  return planDto(await stripeCall(() => stripe.api.plans.retrieve(planId, { expand: ['tiers'] })));
}

function assertQuantity(plan: Parameters<typeof quantityProblem>[0], quantity: number, field: string) {
  const problem = quantityProblem(plan, quantity);
  if (problem) throw validationFailed([{ field, message: problem }]);
}

export async function subscribe(db: Db<Client>, account: Account, customerId: string, planId: string, quantity: number) {
  const stripe = configured(account);
  await ownCustomerId(db, customerId);
  if (await liveSubscription(stripe, customerId)) throw fail(ErrorCode.SubscriptionExists);
  const plan = await tieredPlan(stripe, planId);
  assertQuantity(plan, quantity, 'totalUsers');
  await createSubscription(stripe, customerId, plan.id, quantity);
  return detailsOf(await syncLicences(db, stripe, customerId));
}

export async function updateSubscriptionItemQuantity(db: Db<Client>, account: Account, itemId: string, quantity: number) {
  const stripe = configured(account);
  const customerId = await ownCustomerId(db);
  const item = await stripeCall(() => stripe.api.subscriptionItems.retrieve(itemId));
  await ownSubscription(db, stripe, item.subscription).catch(() => {
    throw notFound('Subscription item');
  });
  assertQuantity(await tieredPlan(stripe, item.plan.id), quantity, 'newQuantity');
  await setItemQuantity(stripe, itemId, quantity);
  return detailsOf(await syncLicences(db, stripe, customerId));
}

export async function cancelSubscription(db: Db<Client>, account: Account, customerId: string, subscriptionId: string) {
  const stripe = configured(account);
  await ownCustomerId(db, customerId);
  const sub = await ownSubscription(db, stripe, subscriptionId);
  if (sub.status !== 'canceled') await stripeCall(() => stripe.api.subscriptions.cancel(subscriptionId));
  return detailsOf(await syncLicences(db, stripe, customerId));
}

export async function deleteSubscriptionItem(db: Db<Client>, account: Account, subscriptionId: string, itemId: string) {
  const stripe = configured(account);
  const customerId = await ownCustomerId(db);
  const sub = await ownSubscription(db, stripe, subscriptionId);
  if (!sub.items.data.some((i) => i.id === itemId)) throw notFound('Subscription item');
  if (sub.items.data.length === 1) throw fail(ErrorCode.Conflict, "A subscription's last item goes by cancelling the subscription");
  await stripeCall(() => stripe.api.subscriptionItems.del(itemId));
  return detailsOf(await syncLicences(db, stripe, customerId));
}
