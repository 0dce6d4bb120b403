import { fail, notFound, validationFailed, type TxClient, type UploadForm } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import { sniffContentType } from '../domain/content-type.ts';
import { documentNameOf } from '../domain/file-name.ts';
import type { Client } from '../store/client.ts';
import { findDocument, parentOf, type DocumentRow } from '../store/documents.ts';

type Tx = TxClient<Client>;

export interface AcceptedFile {
  documentName: string;
  documentType: string;
  bytes: Buffer;
}

/** The form's file, typed by its bytes (decision 0054): missing or empty is 400, anything not an accepted type 415. */
export function acceptedFile(form: UploadForm): AcceptedFile {
  const file = form.file;
  if (!file || file.bytes.byteLength === 0) throw validationFailed([{ field: 'file', message: 'A non-empty file is required' }]);
  const type = sniffContentType(file.bytes);
  if (!type) throw fail(ErrorCode.UnsupportedMediaType, 'The file is not one of the accepted types (PDF, PNG, JPEG, text, docx, xlsx)');
  return { documentName: documentNameOf(file.filename), documentType: type, bytes: file.bytes };
}

export async function requireDocument(tx: Tx, id: string, visible?: Record<string, unknown>): Promise<DocumentRow> {
  const row = await findDocument(tx, id, visible);
  if (!row) throw notFound('Document');
  return row;
}

/** A parent is one of the company's own documents, never a dangling or foreign id. */
export async function assertParentKnown(tx: Tx, parentId: string | null | undefined): Promise<void> {
  if (parentId && !(await findDocument(tx, parentId))) throw validationFailed([{ field: 'parentId', message: 'unknown parent document' }]);
}

/** Deepest folder nesting walked when checking for a cycle; deeper is refused as well. */
const MAX_DEPTH = 64;

/** Moving `id` under `parentId` must not put it under itself or one of its own descendants. */
export async function assertNoCycle(tx: Tx, id: string, parentId: string | null | undefined): Promise<void> {
  let at: string | null | undefined = parentId;
  for (let depth = 0; at; depth++) {
    if (at === id || depth >= MAX_DEPTH)
      throw validationFailed([{ field: 'parentId', message: 'a document cannot lie under itself or its own descendants' }]);
    at = await parentOf(tx, at);
  }
}
