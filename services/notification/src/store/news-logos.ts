import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;
export type NewsLogoRow = { bytes: Uint8Array; contentType: string };

export const findNewsLogo = (tx: Tx, newsId: string): Promise<NewsLogoRow | null> =>
  tx.newsLogo.findFirst({ where: { newsId }, select: { bytes: true, contentType: true } });

export async function saveNewsLogo(tx: Tx, newsId: string, logo: NewsLogoRow): Promise<void> {
  const data = { bytes: logo.bytes as Uint8Array<ArrayBuffer>, contentType: logo.contentType, updatedAt: new Date() };
  await tx.newsLogo.upsert({ where: { newsId }, create: { newsId, ...data }, update: data });
}
