import type { Db } from '@takt/kit';
import type { DocumentFolderInput, UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { insertDocument } from '../store/documents.ts';
import { assertParentKnown } from './document-steps.ts';

/** A folder is a document without a file; others name it as their parent. */
export function createFolder(db: Db<Client>, input: DocumentFolderInput, user: UserCaller): Promise<{ id: string }> {
  return db.tx(async (tx) => {
    await assertParentKnown(tx, input.parentId);
    const row = await insertDocument(tx, { ...input, createdByUserId: user.userId });
    return { id: row.id };
  });
}
