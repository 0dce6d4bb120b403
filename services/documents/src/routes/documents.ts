import { readUploadForm, type Router } from '@takt/kit';
import { documentsContracts } from '@takt/proto';
import { attachmentDisposition } from '../domain/file-name.ts';
import { getDocument } from '../operations/get-document.ts';
import { readDocumentContent } from '../operations/read-document-content.ts';
import { uploadDocument } from '../operations/upload-document.ts';
import type { Client } from '../store/client.ts';
import type { DocumentMetaRow } from '../store/documents.ts';

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

export function documentRoutesOf(r: Router<Client>): void {
  r.handle(documentsContracts.upload, async ({ req, db, user }) =>
    toDto(await uploadDocument(db, await readUploadForm(req, 'File'), user.userId)),
  );

  r.handle(documentsContracts.getDocument, async ({ params, db, user }) => toDto(await getDocument(db, params.id, user.roles)));

  r.handle(documentsContracts.download, async ({ params, db, user, reply }) => {
    const row = await readDocumentContent(db, params.id, user.roles);
    void reply.type(row.documentType).header('content-disposition', attachmentDisposition(row.documentName));
    return Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength);
  });
}
