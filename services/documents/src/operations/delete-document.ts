import { fail, type Db } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { childCount, deleteDocumentRow, setDocumentFile, withDetails, type DocumentWithDetails } from '../store/documents.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { requireDocument } from './document-steps.ts';
import { forgetFile } from './file-steps.ts';

/** Deletes a document and its file; a folder that still holds documents is refused (in_use), never emptied silently. */
export async function deleteDocument(db: Db<Client>, storage: FileStorage, id: string): Promise<void> {
  const key = await db.tx(async (tx) => {
    const row = await requireDocument(tx, id);
    const children = await childCount(tx, id);
    if (children > 0) throw fail(ErrorCode.InUse, `${children} documents lie in this folder`, { documents: children });
    await deleteDocumentRow(tx, id);
    return row.storageKey;
  });
  await forgetFile(storage, key);
}

/** Spec: DeleteDocumentFile. Only the file goes; the document stays, without a file. */
export async function deleteDocumentFile(db: Db<Client>, storage: FileStorage, id: string): Promise<DocumentWithDetails> {
  const [row, key] = await db.tx(async (tx) => {
    const before = await requireDocument(tx, id);
    const after = await setDocumentFile(tx, id, null);
    return [(await withDetails(tx, [after]))[0]!, before.storageKey] as const;
  });
  await forgetFile(storage, key);
  return row;
}
