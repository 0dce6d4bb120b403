import { fail, type Db } from '@takt/kit';
import { ErrorCode, type UserCaller } from '@takt/proto';
import { customerDto } from '../providers/stripe-dto.ts';
import { configured, type StripeAccount } from '../providers/stripe.ts';
import { createCustomer } from '../providers/stripe-writes.ts';
import type { Client } from '../store/client.ts';
import { insertStripeCustomer, ownStripeCustomer } from '../store/stripe-customers.ts';

/** The company's one Stripe customer; the company's row (its primary key) keeps a second out. */
export async function createStripeCustomer(
  db: Db<Client>,
  account: StripeAccount | null,
  user: UserCaller,
  email: string,
  fullName: string,
) {
  const stripe = configured(account);
  if (await db.tx((tx) => ownStripeCustomer(tx))) throw fail(ErrorCode.Conflict, 'The company has a Stripe customer already');
  const customer = await createCustomer(stripe, user.companyId, email, fullName);
  await db.tx((tx) => insertStripeCustomer(tx, customer.id));
  return customerDto(customer);
}
