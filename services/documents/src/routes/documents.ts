import { fail, notFound, parseInput, readUploadForm, validationFailed, type Router } from '@takt/kit';
import { documentRoutes, DocumentUploadFields, ErrorCode } from '@takt/proto';
import { bytesMatchContentType, isAllowedContentType, normalizeContentType } from '../domain/content-type.ts';
import { attachmentDisposition, documentNameOf } from '../domain/file-name.ts';
import { seesHiddenDocuments } from '../domain/visibility.ts';
import type { Client } from '../store/client.ts';
import { createDocument, findDocumentContent, findDocumentMeta, type DocumentMetaRow } from '../store/documents.ts';

function toDto(d: DocumentMetaRow) {
  return {
    id: d.id,
    companyId: d.companyId,
    parentId: d.parentId,
    documentName: d.documentName,
    documentType: d.documentType,
    documentSize: d.documentSize,
    visibleForUser: d.visibleForUser,
    createdDate: d.createdDate.toISOString(),
  };
}

const unsupported = (message: string) => fail(ErrorCode.UnsupportedMediaType, message);

export function documentRoutesOf(r: Router<Client>): void {
  r.handle(documentRoutes.upload, async ({ req, db, user }) => {
    const form = await readUploadForm(req, 'File');
    const fields = parseInput(DocumentUploadFields, form.fields);
    if (!form.file || form.file.bytes.byteLength === 0)
      throw validationFailed([{ field: 'file', message: 'A non-empty file is required' }]);
    const type = normalizeContentType(form.file.mimetype);
    if (!isAllowedContentType(type)) throw unsupported(`Files of type '${type}' are not accepted`);
    if (!bytesMatchContentType(type, form.file.bytes)) throw unsupported(`The file content is not ${type}`);
    const file = form.file;
    const created = await db.tx((tx) =>
      createDocument(tx, {
        parentId: fields.parentId,
        visibleForUser: fields.visibleForUser,
        documentName: documentNameOf(file.filename),
        documentType: type,
        content: new Uint8Array(file.bytes),
        createdByUserId: user.userId,
      }),
    );
    return toDto(created);
  });

  r.handle(documentRoutes.getDocument, async ({ params, db, user }) => {
    const row = await db.tx((tx) => findDocumentMeta(tx, params.id, !seesHiddenDocuments(user.roles)));
    if (!row) throw notFound('Document');
    return toDto(row);
  });

  r.handle(documentRoutes.download, async ({ params, db, user, reply }) => {
    const row = await db.tx((tx) => findDocumentContent(tx, params.id, !seesHiddenDocuments(user.roles)));
    if (!row) throw notFound('Document');
    void reply.type(row.documentType).header('content-disposition', attachmentDisposition(row.documentName));
    return Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength);
  });
}
