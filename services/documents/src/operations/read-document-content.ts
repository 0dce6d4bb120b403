import { notFound, type Db } from '@takt/kit';
import type { Role } from '@takt/proto';
import { seesHiddenDocuments } from '../domain/visibility.ts';
import type { Client } from '../store/client.ts';
import { findDocumentContent } from '../store/documents.ts';

/** A document's bytes with name and type; one hidden from the reader's roles is not found. */
export async function readDocumentContent(db: Db<Client>, id: string, roles: readonly Role[]) {
  const row = await db.tx((tx) => findDocumentContent(tx, id, !seesHiddenDocuments(roles)));
  if (!row) throw notFound('Document');
  return row;
}
