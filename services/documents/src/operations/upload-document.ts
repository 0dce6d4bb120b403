import { parseInput, type Db, type UploadForm } from '@takt/kit';
import { DocumentUploadFields, type UserCaller } from '@takt/proto';
import { forMembers, seesAllDocuments } from '../domain/visibility.ts';
import { publishDocumentPublished } from '../events/notices.ts';
import type { Client } from '../store/client.ts';
import { insertDocument, setDocumentFile, withDetails, type DocumentWithDetails } from '../store/documents.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { acceptedFile, assertParentKnown, requireDocument } from './document-steps.ts';
import { forgetFile, withStoredFile } from './file-steps.ts';

/**
 * Spec: post (multipart File, Id, ParentId). Without Id a new document under ParentId; with Id
 * the file of that existing document is replaced (the old file goes after the commit).
 */
export async function uploadDocument(
  db: Db<Client>,
  storage: FileStorage,
  form: UploadForm,
  user: UserCaller,
): Promise<DocumentWithDetails> {
  const fields = parseInput(DocumentUploadFields, form.fields);
  const file = acceptedFile(form);
  let replaced: string | null = null;
  const row = await withStoredFile(db, storage, user.companyId, file, async (tx, stored) => {
    if (fields.id) {
      replaced = (await requireDocument(tx, fields.id)).storageKey;
      return (await withDetails(tx, [await setDocumentFile(tx, fields.id, stored)]))[0]!;
    }
    await assertParentKnown(tx, fields.parentId);
    const created = await insertDocument(tx, {
      parentId: fields.parentId,
      title: fields.title ?? file.documentName,
      type: fields.type,
      category: fields.category,
      visibleForUser: fields.visibleForUser,
      visibleRoles: fields.visibleRoles,
      createdByUserId: user.userId,
      file: stored,
    });
    // The office's new files only: a member's own upload is no news for the others.
    if (seesAllDocuments(user.roles) && forMembers(created)) await publishDocumentPublished(tx, created);
    return (await withDetails(tx, [created]))[0]!;
  });
  await forgetFile(storage, replaced);
  return row;
}
