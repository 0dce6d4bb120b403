import { z } from 'zod';
import { screenRoles } from '../../screens.ts';
import { route } from '../contract.ts';

// Spec sections 3 and 7 "Billing (card payment provider)": the company's own subscription of
// the product (its licences), kept at Stripe. Field names are the spec's (Stripe's) own; times
// are Unix seconds as the spec says. Every id is checked against the caller's company: another
// company's customer, subscription, item or card answers 404.

/** A Stripe object id (plan, price or product ids may be chosen freely at Stripe). */
export const StripeId = z.string().regex(/^[A-Za-z0-9_-]{1,255}$/, 'expected a Stripe id');
/** An id Stripe generates, with its object's prefix (cus_…, sub_…, si_…, card_…, tok_…). */
const stripeIdOf = (prefix: string) => z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,250}$`), `expected a Stripe id ${prefix}_…`);
const CustomerId = stripeIdOf('cus');
const SubscriptionId = stripeIdOf('sub');
const ItemId = stripeIdOf('si');
const CardId = stripeIdOf('card');
const TokenId = stripeIdOf('tok');
/** 'all', or a product id Stripe generated (prod_…). */
const ProductId = z.union([z.literal('all'), stripeIdOf('prod')]);

const access = screenRoles('/company-subscriptions');
const permission = 'companySubscriptionsViewEdit' as const;

export const StripeCustomer = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  default_source: z.string().nullable(),
});
export const StripeTier = z.object({
  up_to: z.number().int().nullable(),
  unit_amount: z.number().int().nullable(),
  flat_amount: z.number().int().nullable(),
});
export const StripePlan = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  nickname: z.string().nullable(),
  currency: z.string(),
  billingScheme: z.string(),
  trial_period_days: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  features: z.array(z.string()),
  metadata: z.record(z.string(), z.string()),
  tiers: z.array(StripeTier),
  interval: z.string(),
});
export type StripePlan = z.infer<typeof StripePlan>;
export const StripeSubscription = z.object({
  id: z.string(),
  customerId: z.string(),
  status: z.string(),
  current_period_end: z.number().int().nullable(),
  collection_method: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
});
export const StripeSubscriptionItem = z.object({ id: z.string(), plan: StripePlan, subscription: z.string(), quantity: z.number().int() });
export const StripeCard = z.object({
  id: z.string(),
  expYear: z.number().int(),
  expMonth: z.number().int(),
  description: z.string().nullable(),
  currency: z.string().nullable(),
  last4: z.string(),
  brand: z.string(),
  isDefault: z.boolean(),
});
export const StripeUpcomingInvoice = z.object({
  id: z.string().nullable(),
  customerId: z.string(),
  total: z.number().int(),
  currency: z.string(),
  status: z.string().nullable(),
  number: z.string().nullable(),
  billing_reason: z.string().nullable(),
  next_payment_attempt: z.number().int().nullable(),
});
export const StripeInvoice = z.object({
  id: z.string(),
  created: z.number().int(),
  reason: z.string().nullable(),
  number: z.string().nullable(),
  total: z.number().int(),
  currency: z.string(),
  status: z.string().nullable(),
});

export const ExistCustomerAnswer = z.object({ exists: z.boolean(), customerId: z.string().nullable() });
export const HasSubscriptionAnswer = z.object({ hasSubscription: z.boolean() });
export const PublicStripeKey = z.object({
  /** False when the server has no Stripe keys: the page says so and offers nothing to order. */
  configured: z.boolean(),
  /** Null also when configured without one: cards cannot be added then (Elements needs it). */
  publishableKey: z.string().nullable(),
});
export const SubscriptionDetails = z.object({
  subscription: StripeSubscription.nullable(),
  item: StripeSubscriptionItem.nullable(),
});
export const WebhookAnswer = z.object({ received: z.boolean() });

const CustomerParams = z.object({ customerId: CustomerId });

export const billingStripeContracts = {
  existCustomer: route({
    method: 'GET',
    path: '/api/Stripe/ExistCustomer/:companyId',
    service: 'billing',
    access,
    permission,
    summary: 'Whether the company (its own id) has a Stripe customer, and its id',
    params: z.object({ companyId: z.uuid() }),
    response: ExistCustomerAnswer,
  }),
  getCustomer: route({
    method: 'GET',
    path: '/api/Stripe/GetCustomer/:customerId',
    service: 'billing',
    access,
    permission,
    summary: "The company's Stripe customer",
    params: CustomerParams,
    response: StripeCustomer,
  }),
  getPlans: route({
    method: 'GET',
    path: '/api/Stripe/GetPlans/:productId',
    service: 'billing',
    access,
    permission,
    summary: "Active plans of a product ('all' for every product), sorted by the first tier's up_to, plans without tiers last",
    params: z.object({ productId: ProductId }),
    response: z.array(StripePlan),
  }),
  hasSubscription: route({
    method: 'GET',
    path: '/api/Stripe/HasSubscription/:customerId',
    service: 'billing',
    access,
    permission,
    summary: 'Whether the customer has a live (active, trialing or past due) subscription',
    params: CustomerParams,
    response: HasSubscriptionAnswer,
  }),
  getSubscriptionDetails: route({
    method: 'GET',
    path: '/api/Stripe/GetSubscriptionDetails/:customerId',
    service: 'billing',
    access,
    permission,
    summary: "The customer's live subscription and its item (plan and quantity); nulls when there is none",
    params: CustomerParams,
    response: SubscriptionDetails,
  }),
  getSubscriptionItem: route({
    method: 'GET',
    path: '/api/Stripe/GetSubscriptionItem/:id',
    service: 'billing',
    access,
    permission,
    summary: "A subscription item of the company's customer",
    params: z.object({ id: ItemId }),
    response: StripeSubscriptionItem,
  }),
  getCards: route({
    method: 'GET',
    path: '/api/Stripe/GetCards/:customerId',
    service: 'billing',
    access,
    permission,
    summary: "The customer's cards (the default one flagged)",
    params: CustomerParams,
    response: z.array(StripeCard),
  }),
  getCard: route({
    method: 'GET',
    path: '/api/Stripe/GetCard/:customerId/:cardId',
    service: 'billing',
    access,
    permission,
    summary: 'One card of the customer',
    params: CustomerParams.extend({ cardId: CardId }),
    response: StripeCard,
  }),
  getPublicStripeKey: route({
    method: 'GET',
    path: '/api/Stripe/GetPublicStripeKey',
    service: 'billing',
    access,
    permission,
    summary: 'The publishable key for Stripe Elements, and whether payments are configured at all',
    response: PublicStripeKey,
  }),
  getUpcomingInvoice: route({
    method: 'GET',
    path: '/api/Stripe/GetUpcomingInvoice/:customerId',
    service: 'billing',
    access,
    permission,
    summary: "The customer's next invoice as Stripe previews it; `invoice` null without a subscription",
    params: CustomerParams,
    response: z.object({ invoice: StripeUpcomingInvoice.nullable() }),
  }),
  getInvoices: route({
    method: 'GET',
    path: '/api/Stripe/GetInvoices/:customerId',
    service: 'billing',
    access,
    permission,
    summary: "The customer's subscription invoices, newest first",
    params: CustomerParams,
    response: z.array(StripeInvoice),
  }),
  createCustomer: route({
    method: 'POST',
    path: '/api/Stripe/CreateCustomer/:email/:fullName',
    service: 'billing',
    access,
    permission,
    summary: 'Create the company\'s Stripe customer (one per company: a second answers 409 "conflict")',
    params: z.object({ email: z.email().max(254), fullName: z.string().trim().min(1).max(200) }),
    response: StripeCustomer,
  }),
  subscribe: route({
    method: 'POST',
    path: '/api/Stripe/Subscribe/:customerId/:planId/:totalUsers',
    service: 'billing',
    access,
    permission,
    summary: 'Subscribe the customer to a plan with quantity = licences (one live subscription per company)',
    params: CustomerParams.extend({ planId: StripeId, totalUsers: z.coerce.number().int().min(1).max(10_000) }),
    response: SubscriptionDetails,
  }),
  setCardUsingToken: route({
    method: 'PUT',
    path: '/api/Stripe/SetCardUsingToken/:customerId/:tokenId',
    service: 'billing',
    access,
    permission,
    summary: "Attach a card by its Stripe Elements token and make it the customer's default (no card number reaches us)",
    params: CustomerParams.extend({ tokenId: TokenId }),
    response: StripeCard,
  }),
  cancelSubscriptions: route({
    method: 'DELETE',
    path: '/api/Stripe/CancelSubscriptions/:customerId/:subscriptionId',
    service: 'billing',
    access,
    permission,
    summary: 'Cancel the subscription at once; the licences fall back to the trial figures',
    params: CustomerParams.extend({ subscriptionId: SubscriptionId }),
    response: SubscriptionDetails,
  }),
  deleteSubscriptionItem: route({
    method: 'DELETE',
    path: '/api/Stripe/DeleteSubscriptionItem/:subscriptionId/:itemId',
    service: 'billing',
    access,
    permission,
    summary: 'Remove an item from a subscription with several items (the last one is cancelled with the subscription)',
    params: z.object({ subscriptionId: SubscriptionId, itemId: ItemId }),
    response: SubscriptionDetails,
  }),
  updateSubscriptionItemQuantity: route({
    method: 'DELETE',
    path: '/api/Stripe/UpdateSubscriptionItemQuantity/:itemId/:newQuantity',
    service: 'billing',
    access,
    permission,
    summary: "Change the item's quantity (the licences); DELETE as the spec has it",
    params: z.object({ itemId: ItemId, newQuantity: z.coerce.number().int().min(1).max(10_000) }),
    response: SubscriptionDetails,
  }),
  stripeWebhook: route({
    method: 'POST',
    path: '/api/Stripe/Webhook',
    service: 'billing',
    access: 'public',
    summary: 'Stripe event notifications, checked by their Stripe-Signature; subscription events set the licences',
    response: WebhookAnswer,
  }),
} as const;
