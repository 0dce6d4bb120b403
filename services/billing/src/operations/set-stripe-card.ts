import { notFound, type Db } from '@takt/kit';
import type Stripe from 'stripe';
import { cardDto, customerDto } from '../providers/stripe-dto.ts';
import { configured, stripeCall, type StripeAccount } from '../providers/stripe.ts';
import { setDefaultCard } from '../providers/stripe-writes.ts';
import type { Client } from '../store/client.ts';
import { ownCustomerId } from './stripe-steps.ts';

/**
 * Makes the card behind a Stripe Elements token the customer's default source (Stripe replaces
 * the previous default). The token is all we see: the card number went from the browser to Stripe.
 */
export async function setCardUsingToken(db: Db<Client>, account: StripeAccount | null, customerId: string, tokenId: string) {
  const stripe = configured(account);
  await ownCustomerId(db, customerId);
  const customer = await setDefaultCard(stripe, customerId, tokenId);
  const cardId = customerDto(customer).default_source;
  if (!cardId) throw notFound('Card');
  const card = await stripeCall(() => stripe.api.customers.retrieveSource(customerId, cardId));
  return cardDto(card as Stripe.Card, cardId);
}
