import type { Db } from '@takt/kit';
import type { NewsInput, UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { deleteNewsRow, insertNews, updateNewsRow, type NewsRow } from '../store/news.ts';
import { staffNameOf } from '../store/staff-names.ts';
import { newsRowOf, requireNews } from './news-steps.ts';

/** A new news; its creator is the caller, named as identity announced them. */
export function createNews(db: Db<Client>, user: UserCaller, input: NewsInput): Promise<NewsRow> {
  return db.tx(async (tx) => {
    const id = await insertNews(tx, input, { userId: user.userId, fullName: await staffNameOf(tx, user.userId) });
    return newsRowOf(tx, id);
  });
}

export function updateNews(db: Db<Client>, id: string, input: NewsInput): Promise<NewsRow> {
  return db.tx(async (tx) => {
    await requireNews(tx, id);
    await updateNewsRow(tx, id, input);
    return newsRowOf(tx, id);
  });
}

/** Its targets and logo go with it (cascade). */
export function deleteNews(db: Db<Client>, id: string): Promise<void> {
  return db.tx(async (tx) => {
    await requireNews(tx, id);
    await deleteNewsRow(tx, id);
  });
}

export const getNews = (db: Db<Client>, id: string): Promise<NewsRow> => db.tx((tx) => newsRowOf(tx, id));
