import { lockUntilCommit, type TxClient } from '@takt/kit';
import type { LicenceFigures } from '../domain/subscription.ts';
import type { Client } from './client.ts';
import type { StripeCustomer } from './generated/client.ts';

type Tx = TxClient<Client>;

/** The current tenant's Stripe customer, if it has one. */
export function ownStripeCustomer(tx: Tx): Promise<StripeCustomer | null> {
  return tx.stripeCustomer.findFirst();
}

/** Which company a Stripe customer belongs to: the webhook's one cross-tenant read (run under db.system). */
export function stripeCustomerById(tx: Tx, customerId: string): Promise<StripeCustomer | null> {
  return tx.stripeCustomer.findUnique({ where: { customerId } });
}

export function insertStripeCustomer(tx: Tx, customerId: string): Promise<StripeCustomer> {
  return tx.stripeCustomer.create({ data: { customerId } });
}

export function writeLicenceFigures(tx: Tx, companyId: string, figures: LicenceFigures): Promise<StripeCustomer> {
  return tx.stripeCustomer.update({ where: { companyId }, data: { ...figures, syncedAt: new Date() } });
}

/** Serialises licence syncs of one customer until the transaction ends: each reads Stripe after the last one wrote. */
export async function lockStripeSync(tx: Tx, customerId: string): Promise<void> {
  await lockUntilCommit(tx, `stripe-sync:${customerId}`);
}
