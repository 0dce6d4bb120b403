import type { Db } from '@takt/kit';
import type { BodyOf, notificationContracts, UserCaller } from '@takt/proto';
import { newsMessage } from '../domain/news-message.ts';
import { noticePushMessagesInChunks } from '../events/push-notice.ts';
import type { WebPush } from '../push/web-push.ts';
import type { Bus } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { audienceUserIds } from '../store/member-audience.ts';
import { storeMessages } from '../store/messages.ts';
import { newsRefsOf } from '../store/news.ts';
import { activeSubscriptionsOf } from '../store/subscriptions.ts';
import { checkTargetLocations, requireNews } from './news-steps.ts';

type Body = BodyOf<typeof notificationContracts.sendNewsWebPush>;

/**
 * Puts a news into the bell of every member it targets (the targets given, else the news's own;
 * none: every member with a login), in one transaction, then tells the connected clients and
 * queues one push per active browser (bounded, retried: decision 0058). Answers how many members.
 */
export async function sendNewsPush(db: Db<Client>, bus: Bus, push: WebPush, user: UserCaller, body: Body): Promise<{ recipients: number }> {
  if (body.locationIds) await checkTargetLocations(db, body.locationIds);
  const stored = await db.tx(async (tx) => {
    const news = await requireNews(tx, body.newsId);
    const refs = body.locationIds || body.departmentIds ? null : await newsRefsOf(tx, news.id);
    const locationIds = body.locationIds ?? refs?.flatMap((r) => (r.locationId ? [r.locationId] : [])) ?? [];
    const departmentIds = body.departmentIds ?? refs?.flatMap((r) => (r.departmentId ? [r.departmentId] : [])) ?? [];
    const message = newsMessage(news);
    const ids = await storeMessages(tx, await audienceUserIds(tx, locationIds, departmentIds), message);
    return { ids, message };
  });
  const userIds = [...stored.ids.keys()];
  await noticePushMessagesInChunks(bus, user.companyId, userIds);
  const browsers = await db.tx((tx) => activeSubscriptionsOf(tx, userIds));
  push.queue.enqueue(
    browsers.map((b) => ({
      companyId: user.companyId,
      subscriptionId: b.id,
      target: { endpoint: b.endpoint!, keyP256dh: b.keyP256dh!, keyAuth: b.keyAuth! },
      payload: JSON.stringify({ id: stored.ids.get(b.userId), ...stored.message }),
    })),
  );
  return { recipients: userIds.length };
}
