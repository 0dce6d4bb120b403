import { randomUUID } from 'node:crypto';
import { toDbDate, type TxClient } from '@takt/kit';
import type { ReferenceLinkInput, ReferenceLinkKind } from '@takt/proto';
import type { Client } from './client.ts';
import type { ReferenceEntry, ReferenceLink } from './generated/client.ts';

type Tx = TxClient<Client>;
export type ReferenceLinkRow = ReferenceLink & { reference: ReferenceEntry };

const withReference = { reference: true } as const;

const columns = (l: ReferenceLinkInput) => ({
  parentId: l.parentId,
  referenceId: l.referenceId,
  text: l.text ?? null,
  level: l.level ?? null,
  fromDate: l.fromDate ? toDbDate(l.fromDate) : null,
  tillDate: l.tillDate ? toDbDate(l.tillDate) : null,
  idNumber: l.idNumber ?? null,
});

export const insertLink = (tx: Tx, type: ReferenceLinkKind, l: ReferenceLinkInput): Promise<ReferenceLinkRow> =>
  tx.referenceLink.create({ data: { id: randomUUID(), type, ...columns(l) }, include: withReference });

export const updateLinkRow = (tx: Tx, id: string, l: ReferenceLinkInput): Promise<ReferenceLinkRow> =>
  tx.referenceLink.update({ where: { id }, data: columns(l), include: withReference });

export const findLink = (tx: Tx, id: string): Promise<ReferenceLinkRow | null> =>
  tx.referenceLink.findFirst({ where: { id }, include: withReference });

export async function deleteLinkRow(tx: Tx, id: string): Promise<void> {
  await tx.referenceLink.delete({ where: { id } });
}

export const linksOf = (tx: Tx, where: { parentId?: string; type?: string }): Promise<ReferenceLinkRow[]> =>
  tx.referenceLink.findMany({ where, include: withReference, orderBy: [{ type: 'asc' }, { reference: { name: 'asc' } }] });

/** Replaces the parent's links of a kind with one per entry. */
export async function replaceLinks(
  tx: Tx,
  type: ReferenceLinkKind,
  parentId: string,
  referenceIds: readonly string[],
): Promise<ReferenceLinkRow[]> {
  await tx.referenceLink.deleteMany({ where: { type, parentId } });
  await tx.referenceLink.createMany({ data: referenceIds.map((referenceId) => ({ id: randomUUID(), type, parentId, referenceId })) });
  return linksOf(tx, { type, parentId });
}

/** Links go with their parent when it is deleted (no foreign key: the parent may be of several kinds). */
export async function deleteLinksOfParent(tx: Tx, parentId: string): Promise<void> {
  await tx.referenceLink.deleteMany({ where: { parentId } });
}

export const linksNaming = (tx: Tx, referenceId: string): Promise<number> => tx.referenceLink.count({ where: { referenceId } });

/** The list delegate for OData pages: links with their entry. */
export function linksWithReference(tx: Tx) {
  return {
    findMany: (args: unknown) => tx.referenceLink.findMany({ ...(args as object), include: withReference }),
    count: (args: unknown) => tx.referenceLink.count(args as object),
  };
}

/** Every company's links of one kind (a backfill in system mode), by parent. */
export const everyLinkOfKind = (tx: Tx, type: ReferenceLinkKind): Promise<ReferenceLink[]> =>
  tx.referenceLink.findMany({ where: { type }, orderBy: [{ parentId: 'asc' }, { id: 'asc' }] });
