import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { StoredFile } from '../store/documents.ts';
import { newStorageKey, type FileStorage } from '../storage/file-storage.ts';
import type { AcceptedFile } from './document-steps.ts';

/**
 * Stores the file first, then runs `work` with it in one transaction. When the transaction fails
 * (bad parent, foreign id, ...) the file goes again, so a refused upload leaves nothing behind.
 */
export async function withStoredFile<T>(
  db: Db<Client>,
  storage: FileStorage,
  companyId: string,
  file: AcceptedFile,
  work: (tx: Parameters<Parameters<Db<Client>['tx']>[0]>[0], stored: StoredFile) => Promise<T>,
): Promise<T> {
  const stored: StoredFile = {
    documentName: file.documentName,
    documentType: file.documentType,
    documentSize: file.bytes.byteLength,
    storageKey: newStorageKey(companyId),
  };
  await storage.put(stored.storageKey, file.bytes, file.documentType);
  try {
    return await db.tx((tx) => work(tx, stored));
  } catch (err) {
    await forgetFile(storage, stored.storageKey);
    throw err;
  }
}

/** Removes a file no row points to any more; a failure only leaves an orphan file, never a broken document. */
export async function forgetFile(storage: FileStorage, key: string | null | undefined): Promise<void> {
  if (key) await storage.delete(key).catch(() => undefined);
}
