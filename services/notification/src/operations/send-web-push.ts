import type { Db } from '@takt/kit';
import type { PushMessageText } from '../domain/invoice-message.ts';
import type { WebPush } from '../push/web-push.ts';
import type { Client } from '../store/client.ts';
import { activeSubscriptionsOf, markGone } from '../store/subscriptions.ts';

/**
 * Pushes a stored message to every active browser of these users, after the message committed
 * (best effort: the bell has it either way). Subscriptions the push service no longer knows
 * (404/410) are marked gone and get nothing more.
 */
export async function sendWebPush(db: Db<Client>, push: WebPush, userIds: readonly string[], message: PushMessageText & { id: string }) {
  const targets = await db.tx((tx) => activeSubscriptionsOf(tx, userIds));
  if (!targets.length) return { sent: 0, gone: 0, failed: 0 };
  const keys = await push.keys();
  const payload = JSON.stringify({ id: message.id, tag: message.tag, title: message.title, text: message.text });
  const outcomes = await Promise.all(
    targets.map(async (t) => ({
      id: t.id,
      outcome: await push.send(keys, { endpoint: t.endpoint!, keyP256dh: t.keyP256dh!, keyAuth: t.keyAuth! }, payload),
    })),
  );
  const gone = outcomes.filter((o) => o.outcome === 'gone').map((o) => o.id);
  if (gone.length) await db.tx((tx) => markGone(tx, gone));
  const failed = outcomes.filter((o) => o.outcome === 'failed').length;
  if (failed) push.log.warn({ failed, tag: message.tag }, 'web push not accepted by the push service');
  return { sent: outcomes.length - gone.length - failed, gone: gone.length, failed };
}
