import { lockUntilCommit, validationFailed, type Db } from '@takt/kit';
import type { BodyOf, notificationContracts, UserCaller } from '@takt/proto';
import { isPushServiceEndpoint, subscriptionStatus } from '../domain/subscription-status.ts';
import type { WebPush } from '../push/web-push.ts';
import type { Client } from '../store/client.ts';
import { dropDenial, putDenial, putSubscription, subscriptionByEndpoint, subscriptionFacts } from '../store/subscriptions.ts';

type Body = BodyOf<typeof notificationContracts.saveSubscription>;

/**
 * Stores this browser's subscription for the caller (the browser moves to the caller if another
 * user had it), or the caller's refusal. Deactivating this browser's own subscription switches
 * it off; a refusal anywhere else (no endpoint, or another user's browser) is the caller's "no"
 * in the app's dialog and keeps the prompt away until they subscribe.
 */
export async function saveSubscription(db: Db<Client>, push: WebPush, user: UserCaller, body: Body) {
  const endpoint = body.endpoint ?? null;
  if (endpoint && !isPushServiceEndpoint(endpoint, push.settings.WEB_PUSH_SERVICE_HOSTS))
    throw validationFailed([{ field: 'endpoint', message: 'not the address of a known push service' }]);
  const rows = await db.tx(async (tx) => {
    await lockUntilCommit(tx, `notification:push-subscription:${user.userId}`);
    if (endpoint) await lockUntilCommit(tx, `notification:push-endpoint:${endpoint}`);
    if (!body.deactivated) {
      await putSubscription(tx, user.userId, endpoint!, 'active', { keyP256dh: body.keyP256dh!, keyAuth: body.keyAuth! });
      await dropDenial(tx, user.userId);
    } else if (endpoint && (await subscriptionByEndpoint(tx, endpoint))?.userId === user.userId) {
      await putSubscription(tx, user.userId, endpoint, 'deactivated');
    } else {
      await putDenial(tx, user.userId);
    }
    return subscriptionFacts(tx, user.userId, endpoint);
  });
  const { publicKey } = await push.keys();
  return { publicVapidKey: publicKey, status: subscriptionStatus(rows, user.userId, endpoint) };
}
