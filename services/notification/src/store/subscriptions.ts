import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { SubscriptionState } from '../domain/subscription-status.ts';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

const FACTS = { id: true, userId: true, endpoint: true, state: true } as const;

/** The user's own rows and the row of this endpoint, whoever holds it (within the company). */
export function subscriptionFacts(tx: Tx, userId: string, endpoint: string | null) {
  const or = endpoint ? [{ userId }, { endpoint }] : [{ userId }];
  return tx.webPushSubscription.findMany({ where: { OR: or }, select: FACTS });
}

export function subscriptionByEndpoint(tx: Tx, endpoint: string) {
  return tx.webPushSubscription.findFirst({ where: { endpoint }, select: FACTS });
}

export interface Keys {
  keyP256dh: string;
  keyAuth: string;
}

/** One browser belongs to the user who subscribed last on it; its keys are the browser's newest. */
export async function putSubscription(tx: Tx, userId: string, endpoint: string, state: SubscriptionState, keys?: Keys): Promise<void> {
  const existing = await subscriptionByEndpoint(tx, endpoint);
  if (existing) {
    await tx.webPushSubscription.update({ where: { id: existing.id }, data: { userId, state, ...keys } });
  } else {
    await tx.webPushSubscription.create({ data: { id: randomUUID(), userId, endpoint, state, ...keys } });
  }
}

/** The user's "no" in the app's own dialog: one row without endpoint. */
export async function putDenial(tx: Tx, userId: string): Promise<void> {
  const existing = await tx.webPushSubscription.findFirst({ where: { userId, endpoint: null }, select: { id: true } });
  if (!existing) await tx.webPushSubscription.create({ data: { id: randomUUID(), userId, endpoint: null, state: 'denied' } });
}

export async function dropDenial(tx: Tx, userId: string): Promise<void> {
  await tx.webPushSubscription.deleteMany({ where: { userId, endpoint: null } });
}

export function activeSubscriptionsOf(tx: Tx, userIds: readonly string[]) {
  return tx.webPushSubscription.findMany({
    where: { userId: { in: [...userIds] }, state: 'active' },
    select: { id: true, userId: true, endpoint: true, keyP256dh: true, keyAuth: true },
  });
}

/** The push service forgot these (404/410): nothing is sent to them again until the browser subscribes anew. */
export async function markGone(tx: Tx, ids: readonly string[]): Promise<void> {
  await tx.webPushSubscription.updateMany({ where: { id: { in: [...ids] }, state: 'active' }, data: { state: 'gone' } });
}
