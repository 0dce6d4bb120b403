import type { Db } from '@takt/kit';
import type { BodyOf, notificationContracts, UserCaller } from '@takt/proto';
import { subscriptionStatus } from '../domain/subscription-status.ts';
import type { WebPush } from '../push/web-push.ts';
import type { Client } from '../store/client.ts';
import { subscriptionFacts } from '../store/subscriptions.ts';

type Body = BodyOf<typeof notificationContracts.checkSubscriptionStatus>;

/** The caller's status on this browser, with the public key the browser subscribes with. */
export async function checkSubscriptionStatus(db: Db<Client>, push: WebPush, user: UserCaller, body: Body) {
  const endpoint = body.webPushSubscriptionEndpoint ?? null;
  const rows = await db.tx((tx) => subscriptionFacts(tx, user.userId, endpoint));
  const { publicKey } = await push.keys();
  return { publicVapidKey: publicKey, status: subscriptionStatus(rows, user.userId, endpoint) };
}
