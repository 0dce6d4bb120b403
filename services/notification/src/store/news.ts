import { randomUUID } from 'node:crypto';
import { toDbDate, type TxClient } from '@takt/kit';
import type { NewsInput } from '@takt/proto';
import type { Client } from './client.ts';
import type { News } from './generated/client.ts';

type Tx = TxClient<Client>;
export type NewsRow = News & { hasLogo: boolean };

const dataOf = (input: NewsInput) => ({
  active: input.active,
  subject: input.subject,
  text: input.text,
  userPermissions: input.userPermissions,
  fromDate: toDbDate(input.fromDate),
  tillDate: input.tillDate ? toDbDate(input.tillDate) : null,
});

export async function insertNews(tx: Tx, input: NewsInput, creator: { userId: string; fullName: string | null }): Promise<string> {
  const id = randomUUID();
  await tx.news.create({ data: { id, ...dataOf(input), creatorUserId: creator.userId, creatorFullName: creator.fullName } });
  return id;
}

export async function updateNewsRow(tx: Tx, id: string, input: NewsInput): Promise<void> {
  await tx.news.update({ where: { id }, data: dataOf(input) });
}

export async function deleteNewsRow(tx: Tx, id: string): Promise<void> {
  await tx.news.delete({ where: { id } });
}

export const findNews = (tx: Tx, id: string): Promise<News | null> => tx.news.findFirst({ where: { id } });

/** The rows with whether each has a logo (the list never carries the image). */
export async function withLogoFlags(tx: Tx, rows: News[]): Promise<NewsRow[]> {
  const logos = await tx.newsLogo.findMany({ where: { newsId: { in: rows.map((r) => r.id) } }, select: { newsId: true } });
  const has = new Set(logos.map((l) => l.newsId));
  return rows.map((r) => ({ ...r, hasLogo: has.has(r.id) }));
}

/**
 * News a reader sees on `today`: active, within its dates, and either untargeted or targeted at
 * one of these locations or departments; `publicOnly` for the anonymous page.
 */
export function visibleNewsWhere(today: string, targets: { locationIds: string[]; departmentIds: string[] }, publicOnly = false) {
  const day = toDbDate(today);
  const anyTarget = [
    ...(targets.locationIds.length ? [{ locationId: { in: targets.locationIds } }] : []),
    ...(targets.departmentIds.length ? [{ departmentId: { in: targets.departmentIds } }] : []),
  ];
  return {
    active: true,
    fromDate: { lte: day },
    OR: [{ tillDate: null }, { tillDate: { gte: day } }],
    AND: [{ OR: [{ refs: { none: {} } }, ...(anyTarget.length ? [{ refs: { some: { OR: anyTarget } } }] : [])] }],
    ...(publicOnly ? { userPermissions: { has: 'PUBLISH' } } : {}),
  };
}

export const newsRefsOf = (tx: Tx, newsId: string) =>
  tx.newsRef.findMany({ where: { newsId }, orderBy: [{ locationId: 'asc' }, { departmentId: 'asc' }] });

export async function replaceNewsRefs(tx: Tx, newsId: string, locationIds: readonly string[], departmentIds: readonly string[]) {
  await tx.newsRef.deleteMany({ where: { newsId } });
  const rows = [
    ...[...new Set(locationIds)].map((locationId) => ({ id: randomUUID(), newsId, locationId })),
    ...[...new Set(departmentIds)].map((departmentId) => ({ id: randomUUID(), newsId, departmentId })),
  ];
  if (rows.length) await tx.newsRef.createMany({ data: rows });
}
