import { fail, parseInput, validationFailed, type Db, type UploadForm } from '@takt/kit';
import { DocumentUploadFields, ErrorCode } from '@takt/proto';
import { bytesMatchContentType, isAllowedContentType, normalizeContentType } from '../domain/content-type.ts';
import { documentNameOf } from '../domain/file-name.ts';
import type { Client } from '../store/client.ts';
import { createDocument, documentExists, type DocumentMetaRow } from '../store/documents.ts';

const unsupported = (message: string) => fail(ErrorCode.UnsupportedMediaType, message);

/** The form's file as a document to store, after checking that it is one of the accepted types, by declaration and content. */
export function acceptedFile(form: UploadForm): { documentName: string; documentType: string; content: Uint8Array<ArrayBuffer> } {
  const file = form.file;
  if (!file || file.bytes.byteLength === 0) throw validationFailed([{ field: 'file', message: 'A non-empty file is required' }]);
  const type = normalizeContentType(file.mimetype);
  if (!isAllowedContentType(type)) throw unsupported(`Files of type '${type}' are not accepted`);
  if (!bytesMatchContentType(type, file.bytes)) throw unsupported(`The file content is not ${type}`);
  return { documentName: documentNameOf(file.filename), documentType: type, content: new Uint8Array(file.bytes) };
}

/** Stores an uploaded file of an accepted type. */
export async function uploadDocument(db: Db<Client>, form: UploadForm, createdByUserId: string): Promise<DocumentMetaRow> {
  const fields = parseInput(DocumentUploadFields, form.fields);
  const file = acceptedFile(form);
  return db.tx(async (tx) => {
    // The parent groups documents: one of the company's own, never a dangling or foreign id.
    if (fields.parentId && !(await documentExists(tx, fields.parentId))) {
      throw validationFailed([{ field: 'parentId', message: 'unknown parent document' }]);
    }
    return createDocument(tx, {
      parentId: fields.parentId,
      visibleForUser: fields.visibleForUser,
      ...file,
      createdByUserId,
    });
  });
}
