import { knownSoon, notFound, validationFailed, type Db, type TxClient } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { News } from '../store/generated/client.ts';
import { locationKnown } from '../store/location-view.ts';
import { findNews, withLogoFlags, type NewsRow } from '../store/news.ts';

type Tx = TxClient<Client>;

/** The news of the caller's company, or 404 (another company's id too). */
export async function requireNews(tx: Tx, id: string): Promise<News> {
  const news = await findNews(tx, id);
  if (!news) throw notFound('News');
  return news;
}

export async function newsRowOf(tx: Tx, id: string): Promise<NewsRow> {
  return (await withLogoFlags(tx, [await requireNews(tx, id)]))[0]!;
}

/**
 * Target locations must be the company's (identity's read model, decision 0023). Departments are
 * taken as given: identity announces no department event yet (decision 0058).
 */
export async function checkTargetLocations(db: Db<Client>, locationIds: readonly string[]): Promise<void> {
  const issues = [];
  for (const [i, id] of locationIds.entries())
    if (!(await knownSoon(() => db.tx((tx) => locationKnown(tx, id)))))
      issues.push({ field: `locationIds.${i}`, message: 'unknown location' });
  if (issues.length) throw validationFailed(issues);
}
