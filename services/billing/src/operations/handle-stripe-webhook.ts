import { asTenant, fail, type Db } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import type Stripe from 'stripe';
import { configured, type StripeAccount } from '../providers/stripe.ts';
import type { Client } from '../store/client.ts';
import { stripeCustomerById } from '../store/stripe-customers.ts';
import { syncLicences } from './stripe-steps.ts';

const SUBSCRIPTION_EVENTS = new Set(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted']);

/**
 * A Stripe event notification. The signature over the raw body is checked first (a wrong one
 * answers 400 and changes nothing); a subscription event of one of our customers then syncs
 * that company's licences from Stripe's current state, not from the event's copy, so order
 * and repeats do not matter. Events of unknown customers are acknowledged and ignored.
 */
export async function handleStripeWebhook(db: Db<Client>, account: StripeAccount | null, rawBody: string | undefined, signature: unknown) {
  const stripe = configured(account);
  if (!stripe.webhookSecret) throw fail(ErrorCode.PaymentProviderNotConfigured, 'The Stripe webhook secret is not configured');
  let event: Stripe.Event;
  try {
    if (typeof signature !== 'string' || rawBody === undefined) throw new Error('missing signature or body');
    event = stripe.api.webhooks.constructEvent(rawBody, signature, stripe.webhookSecret);
  } catch {
    throw fail(ErrorCode.WebhookSignatureInvalid);
  }
  if (!SUBSCRIPTION_EVENTS.has(event.type)) return { received: true };
  const sub = event.data.object as Stripe.Subscription;
  const customerId = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
  const owner = await db.system((tx) => stripeCustomerById(tx, customerId));
  if (owner) await asTenant(owner.companyId, () => syncLicences(db, stripe, customerId));
  return { received: true };
}
