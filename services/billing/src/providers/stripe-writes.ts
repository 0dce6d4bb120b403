import type Stripe from 'stripe';
import { stripeCall, type StripeAccount } from './stripe.ts';

// The calls that change something at Stripe, named for what they do (the reads are plain SDK
// calls in the operations). Each maps Stripe's failures to our codes (stripeCall).

export function createCustomer(stripe: StripeAccount, companyId: string, email: string, name: string): Promise<Stripe.Customer> {
  // The idempotency key makes a retried or racing request get the same customer back.
  return stripeCall(() =>
    stripe.api.customers.create({ email, name, metadata: { company_id: companyId } }, { idempotencyKey: `takt-customer-${companyId}` }),
  );
}

export function createSubscription(
  stripe: StripeAccount,
  customerId: string,
  planId: string,
  quantity: number,
): Promise<Stripe.Subscription> {
  return stripeCall(() => stripe.api.subscriptions.create({ customer: customerId, items: [{ price: planId, quantity }] }));
}

export function setItemQuantity(stripe: StripeAccount, itemId: string, quantity: number): Promise<Stripe.SubscriptionItem> {
  return stripeCall(() => stripe.api.subscriptionItems.update(itemId, { quantity, proration_behavior: 'create_prorations' }));
}

/** Stripe makes the token's card the default source and removes the previous default. */
export function setDefaultCard(stripe: StripeAccount, customerId: string, tokenId: string): Promise<Stripe.Customer> {
  return stripeCall(() => stripe.api.customers.update(customerId, { source: tokenId }));
}
