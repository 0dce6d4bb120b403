import type { Db } from '@takt/kit';
import type { BodyOf, notificationContracts } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { newsRefsOf, replaceNewsRefs } from '../store/news.ts';
import { checkTargetLocations, requireNews } from './news-steps.ts';

export const getNewsRefs = (db: Db<Client>, newsId: string) =>
  db.tx(async (tx) => {
    await requireNews(tx, newsId);
    return newsRefsOf(tx, newsId);
  });

/** The news's whole target set; none means everyone. */
export async function setNewsRefs(db: Db<Client>, body: BodyOf<typeof notificationContracts.addNewsRefs>) {
  await db.tx((tx) => requireNews(tx, body.newsId));
  await checkTargetLocations(db, body.locationIds);
  return db.tx(async (tx) => {
    await requireNews(tx, body.newsId);
    await replaceNewsRefs(tx, body.newsId, body.locationIds, body.departmentIds);
    return newsRefsOf(tx, body.newsId);
  });
}
