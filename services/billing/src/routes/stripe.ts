import type { Router } from '@takt/kit';
import { billingStripeContracts as routes } from '@takt/proto';
import {
  cancelSubscription,
  deleteSubscriptionItem,
  subscribe,
  updateSubscriptionItemQuantity,
} from '../operations/change-stripe-subscription.ts';
import { createStripeCustomer } from '../operations/create-stripe-customer.ts';
import { handleStripeWebhook } from '../operations/handle-stripe-webhook.ts';
import * as read from '../operations/read-stripe-account.ts';
import { setCardUsingToken } from '../operations/set-stripe-card.ts';
import { rawBodyOf } from '../providers/raw-body.ts';
import type { StripeAccount } from '../providers/stripe.ts';
import type { Client } from '../store/client.ts';

/** The company's own subscription at Stripe (spec section 7 "Billing (card payment provider)") and Stripe's webhook. */
export function stripeRoutes(r: Router<Client>, account: StripeAccount | null): void {
  r.handle(routes.getPublicStripeKey, async () => read.getPublicStripeKey(account));
  r.handle(routes.existCustomer, ({ db, user, params }) => read.existCustomer(db, account, user, params.companyId));
  r.handle(routes.getCustomer, ({ db, params }) => read.getCustomer(db, account, params.customerId));
  r.handle(routes.getPlans, ({ params }) => read.getPlans(account, params.productId));
  r.handle(routes.hasSubscription, ({ db, params }) => read.hasSubscription(db, account, params.customerId));
  r.handle(routes.getSubscriptionDetails, ({ db, params }) => read.getSubscriptionDetails(db, account, params.customerId));
  r.handle(routes.getSubscriptionItem, ({ db, params }) => read.getSubscriptionItem(db, account, params.id));
  r.handle(routes.getCards, ({ db, params }) => read.getCards(db, account, params.customerId));
  r.handle(routes.getCard, ({ db, params }) => read.getCard(db, account, params.customerId, params.cardId));
  r.handle(routes.getUpcomingInvoice, ({ db, params }) => read.getUpcomingInvoice(db, account, params.customerId));
  r.handle(routes.getInvoices, ({ db, params }) => read.getInvoices(db, account, params.customerId));
  r.handle(routes.createCustomer, ({ db, user, params }) => createStripeCustomer(db, account, user, params.email, params.fullName));
  r.handle(routes.subscribe, ({ db, params: p }) => subscribe(db, account, p.customerId, p.planId, p.totalUsers));
  r.handle(routes.setCardUsingToken, ({ db, params: p }) => setCardUsingToken(db, account, p.customerId, p.tokenId));
  r.handle(routes.cancelSubscriptions, ({ db, params: p }) => cancelSubscription(db, account, p.customerId, p.subscriptionId));
  r.handle(routes.deleteSubscriptionItem, ({ db, params: p }) => deleteSubscriptionItem(db, account, p.subscriptionId, p.itemId));
  r.handle(routes.updateSubscriptionItemQuantity, ({ db, params: p }) =>
    updateSubscriptionItemQuantity(db, account, p.itemId, p.newQuantity),
  );
  r.handle(routes.stripeWebhook, ({ db, req }) => handleStripeWebhook(db, account, rawBodyOf(req), req.headers['stripe-signature']));
}
