import { dtoOf, readUploadForm, type Router } from '@takt/kit';
import { documentsContracts, DocumentMeta } from '@takt/proto';
import { attachmentDisposition } from '../domain/file-name.ts';
import { getDocument } from '../operations/get-document.ts';
import { readDocumentContent } from '../operations/read-document-content.ts';
import { uploadApplicationDocument } from '../operations/upload-application-document.ts';
import { uploadDocument } from '../operations/upload-document.ts';
import type { Client } from '../store/client.ts';

const toDto = dtoOf(DocumentMeta);

export function documentRoutesOf(r: Router<Client>, uploadSecret: string): void {
  r.handle(documentsContracts.upload, async ({ req, db, user }) =>
    toDto(await uploadDocument(db, await readUploadForm(req, 'File'), user.userId)),
  );

  r.handle(documentsContracts.uploadApplicationDocument, async ({ req, db }) =>
    toDto(await uploadApplicationDocument(db, await readUploadForm(req, 'Documents'), uploadSecret)),
  );

  r.handle(documentsContracts.getDocument, async ({ params, db, user }) => toDto(await getDocument(db, params.id, user.roles)));

  r.handle(documentsContracts.download, async ({ params, db, user, reply }) => {
    const row = await readDocumentContent(db, params.id, user.roles);
    void reply.type(row.documentType).header('content-disposition', attachmentDisposition(row.documentName));
    return Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength);
  });
}
