import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import { namesOfLogins } from './people-names.ts';
import type { Document, Prisma } from './generated/client.ts';

type Tx = TxClient<Client>;
type Where = Prisma.DocumentWhereInput;

/** A row without its legacy bytes: reads never load content unless they serve it. */
export type DocumentRow = Omit<Document, 'content'>;
/** A row as the API answers it: how many documents it groups, and its creator's and responsible's names. */
export type DocumentWithDetails = DocumentRow & {
  groupDocumentsCount: number;
  creatorFullName: string | null;
  responsibleFullName: string | null;
};

const NO_CONTENT = { content: true } as const;

export interface NewDocument {
  parentId?: string | null;
  title?: string | null;
  type?: string;
  category?: string | null;
  visibleForUser?: boolean;
  visibleRoles?: string[];
  visibleUserIds?: string[];
  createdByUserId: string;
  file?: StoredFile;
}

export interface StoredFile {
  documentName: string;
  documentType: string;
  documentSize: number;
  storageKey: string;
}

export function insertDocument(tx: Tx, doc: NewDocument): Promise<DocumentRow> {
  const { file, ...rest } = doc;
  return tx.document.create({ data: { id: randomUUID(), ...rest, ...file }, omit: NO_CONTENT });
}

/** Newest first (spec section 9: documents createdDate desc). */
export function findDocuments(tx: Tx, where: Where): Promise<DocumentRow[]> {
  return tx.document.findMany({ where, orderBy: { createdDate: 'desc' }, omit: NO_CONTENT });
}

export function findDocument(tx: Tx, id: string, visible?: Where): Promise<DocumentRow | null> {
  return tx.document.findFirst({ where: { id, ...(visible ? { AND: [visible] } : {}) }, omit: NO_CONTENT });
}

/** The file of a document: its key in the store, or the bytes of a row written before the store. */
export function findDocumentFile(tx: Tx, id: string, visible?: Where) {
  return tx.document.findFirst({
    where: { id, ...(visible ? { AND: [visible] } : {}) },
    select: { documentName: true, documentType: true, storageKey: true, content: true },
  });
}

export function updateDocumentRow(tx: Tx, id: string, data: Prisma.DocumentUpdateInput): Promise<DocumentRow> {
  return tx.document.update({ where: { id }, data: { ...data, lastActionDate: new Date() }, omit: NO_CONTENT });
}

/** Sets (or, with null, removes) the file; the legacy bytes go either way. */
export function setDocumentFile(tx: Tx, id: string, file: StoredFile | null): Promise<DocumentRow> {
  const empty = { documentName: null, documentType: null, documentSize: null, storageKey: null };
  return updateDocumentRow(tx, id, { ...(file ?? empty), content: null });
}

export async function deleteDocumentRow(tx: Tx, id: string): Promise<void> {
  await tx.document.delete({ where: { id } });
}

export const childCount = (tx: Tx, id: string): Promise<number> => tx.document.count({ where: { parentId: id } });

/** The parent of each document up the chain from `id` (row-level security keeps it in the tenant). */
export async function parentOf(tx: Tx, id: string): Promise<string | null | undefined> {
  const row = await tx.document.findFirst({ where: { id }, select: { parentId: true } });
  return row === null ? undefined : row.parentId;
}

/**
 * How many documents each of `rows` groups (has as parent), and the names of its creator and
 * responsible from documents' people read model (null when documents does not know the login).
 */
export async function withDetails(tx: Tx, rows: DocumentRow[]): Promise<DocumentWithDetails[]> {
  const counts = await tx.document.groupBy({ by: ['parentId'], where: { parentId: { in: rows.map((r) => r.id) } }, _count: true });
  const byParent = new Map(counts.map((c) => [c.parentId, c._count]));
  const names = await namesOfLogins(
    tx,
    rows.flatMap((r) => [r.createdByUserId, ...(r.responsibleId ? [r.responsibleId] : [])]),
  );
  return rows.map((r) => ({
    ...r,
    groupDocumentsCount: byParent.get(r.id) ?? 0,
    creatorFullName: names.get(r.createdByUserId) ?? null,
    responsibleFullName: r.responsibleId ? (names.get(r.responsibleId) ?? null) : null,
  }));
}

/** Categories in use with how often, most used first, then by name. */
export async function categoryUsage(tx: Tx): Promise<{ name: string; usageCount: number }[]> {
  const groups = await tx.document.groupBy({ by: ['category'], where: { category: { not: null } }, _count: true });
  return groups
    .map((g) => ({ name: g.category!, usageCount: g._count }))
    .sort((a, b) => b.usageCount - a.usageCount || a.name.localeCompare(b.name));
}

/** How many files are attached to an attendee or were uploaded by their login. */
export function countFilesOf(tx: Tx, attendeeId: string, userId: string): Promise<number> {
  return tx.document.count({ where: { OR: [{ parentId: attendeeId }, { createdByUserId: userId }] } });
}

/** Adds people told about a document (decision 0069); the last action date stays the office's. */
export async function addNotificationCount(tx: Tx, id: string, told: number): Promise<void> {
  await tx.document.updateMany({ where: { id }, data: { notificationCount: { increment: told } } });
}
