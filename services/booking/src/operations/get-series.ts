import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { findSeries } from '../store/series.ts';

export async function getSeries(db: Db<Client>, id: string) {
  const series = await db.tx((tx) => findSeries(tx, id));
  if (!series) throw notFound('Series booking');
  return series;
}
