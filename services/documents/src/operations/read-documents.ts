import { asTenant, notFound, type Db } from '@takt/kit';
import { PUBLIC_DOCUMENT_KINDS, type UserCaller } from '@takt/proto';
import { visibleWhere } from '../domain/visibility.ts';
import type { Client } from '../store/client.ts';
import { categoryUsage, findDocumentFile, findDocuments, withDetails, type DocumentWithDetails } from '../store/documents.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { requireDocument } from './document-steps.ts';

/** One document; one the reader may not see is not found, exactly like another company's. */
export function getDocument(db: Db<Client>, id: string, user: UserCaller): Promise<DocumentWithDetails> {
  return db.tx(async (tx) => (await withDetails(tx, [await requireDocument(tx, id, visibleWhere(user))]))[0]!);
}

export interface DocumentContent {
  documentName: string;
  documentType: string;
  bytes: Buffer;
}

async function contentOf(storage: FileStorage, row: Awaited<ReturnType<typeof findDocumentFile>>): Promise<DocumentContent> {
  if (!row?.documentName || !row.documentType) throw notFound('Document file');
  const bytes = row.storageKey ? await storage.get(row.storageKey) : row.content ? Buffer.from(row.content) : undefined;
  if (!bytes) throw notFound('Document file');
  return { documentName: row.documentName, documentType: row.documentType, bytes };
}

/** A visible document's bytes with name and type; a folder or a document whose file was deleted has none (404). */
export async function readDocumentContent(db: Db<Client>, storage: FileStorage, id: string, user: UserCaller): Promise<DocumentContent> {
  return contentOf(storage, await db.tx((tx) => findDocumentFile(tx, id, visibleWhere(user))));
}

/** What an anonymous company page may show: active documents of a public kind, shown to users. */
export const publicWhere = { active: true, visibleForUser: true, type: { in: [...PUBLIC_DOCUMENT_KINDS] } };

export async function readPublicDocumentContent(
  db: Db<Client>,
  storage: FileStorage,
  companyId: string,
  id: string,
): Promise<DocumentContent> {
  return contentOf(storage, await asTenant(companyId, () => db.tx((tx) => findDocumentFile(tx, id, publicWhere))));
}

export function listPublicDocuments(db: Db<Client>, companyId: string, type: string): Promise<DocumentWithDetails[]> {
  return asTenant(companyId, () =>
    db.tx(async (tx) => {
      return withDetails(tx, await findDocuments(tx, { ...publicWhere, type }));
    }),
  );
}

/** Spec: categories by usage count, then name. */
export function listCategories(db: Db<Client>): Promise<{ name: string; usageCount: number }[]> {
  return db.tx(categoryUsage);
}
