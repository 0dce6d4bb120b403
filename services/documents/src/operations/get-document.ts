import { notFound, type Db } from '@takt/kit';
import type { Role } from '@takt/proto';
import { seesHiddenDocuments } from '../domain/visibility.ts';
import type { Client } from '../store/client.ts';
import { findDocumentMeta, type DocumentMetaRow } from '../store/documents.ts';

/** A document's metadata; one hidden from the reader's roles is not found. */
export async function getDocument(db: Db<Client>, id: string, roles: readonly Role[]): Promise<DocumentMetaRow> {
  const row = await db.tx((tx) => findDocumentMeta(tx, id, !seesHiddenDocuments(roles)));
  if (!row) throw notFound('Document');
  return row;
}
