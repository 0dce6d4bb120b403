import type { StripeCard, StripeInvoice, StripePlan, StripeUpcomingInvoice } from '@takt/proto';
import type Stripe from 'stripe';
import type { z } from 'zod';

// Stripe's objects as spec section 3 names their fields (proto/src/http/billing/stripe.ts).

type Out<T extends z.ZodType> = z.infer<T>;

const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === 'string' ? v : v.id);

/** Spec: plan features; Stripe plans carry none, so they come from the plan's metadata `features` (`;`-separated). */
const featuresOf = (metadata: Stripe.Metadata | null): string[] =>
  (metadata?.features ?? '')
    .split(';')
    .map((f) => f.trim())
    .filter(Boolean);

export function planDto(p: Stripe.Plan): Out<typeof StripePlan> {
  return {
    id: p.id,
    productId: idOf(p.product as string | { id: string } | null),
    nickname: p.nickname ?? null,
    currency: p.currency,
    billingScheme: p.billing_scheme,
    trial_period_days: p.trial_period_days ?? null,
    amount: p.amount ?? null,
    features: featuresOf(p.metadata),
    metadata: { ...(p.metadata ?? {}) },
    tiers: (p.tiers ?? []).map((t) => ({ up_to: t.up_to ?? null, unit_amount: t.unit_amount ?? null, flat_amount: t.flat_amount ?? null })),
    interval: p.interval ?? 'month',
  };
}

export function customerDto(c: Stripe.Customer) {
  return {
    id: c.id,
    name: c.name ?? null,
    email: c.email ?? null,
    default_source: idOf(c.default_source as string | { id: string } | null),
  };
}

export function subscriptionDto(s: Stripe.Subscription) {
  const item = s.items.data[0];
  return {
    id: s.id,
    customerId: idOf(s.customer as string | { id: string })!,
    status: s.status,
    // Newer API versions keep the period on the item; older ones (and the spec) on the subscription.
    current_period_end: item?.current_period_end ?? (s as unknown as { current_period_end?: number }).current_period_end ?? null,
    collection_method: s.collection_method ?? null,
    cancel_at_period_end: s.cancel_at_period_end ?? false,
  };
}

export function itemDto(i: Stripe.SubscriptionItem, plan: Stripe.Plan) {
  return { id: i.id, plan: planDto(plan), subscription: i.subscription, quantity: i.quantity ?? 1 };
}

export function cardDto(c: Stripe.Card, defaultSource: string | null): Out<typeof StripeCard> {
  return {
    id: c.id,
    expYear: c.exp_year,
    expMonth: c.exp_month,
    description: c.name ?? null,
    currency: c.currency ?? null,
    last4: c.last4,
    brand: c.brand,
    isDefault: c.id === defaultSource,
  };
}

export function upcomingDto(i: Stripe.Invoice, customerId: string): Out<typeof StripeUpcomingInvoice> {
  return {
    id: i.id ?? null,
    customerId,
    total: i.total,
    currency: i.currency,
    status: i.status ?? null,
    number: i.number ?? null,
    billing_reason: i.billing_reason ?? null,
    next_payment_attempt: i.next_payment_attempt ?? null,
  };
}

export function invoiceDto(i: Stripe.Invoice): Out<typeof StripeInvoice> {
  return {
    id: i.id!,
    created: i.created,
    reason: i.billing_reason ?? null,
    number: i.number ?? null,
    total: i.total,
    currency: i.currency,
    status: i.status ?? null,
  };
}
