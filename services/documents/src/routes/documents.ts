import { readUploadForm, type Router } from '@takt/kit';
import { documentsContracts as routes } from '@takt/proto';
import type { FastifyReply } from 'fastify';
import { isActiveContent } from '../domain/content-type.ts';
import { attachmentDisposition } from '../domain/file-name.ts';
import { visibleWhere } from '../domain/visibility.ts';
import { createFolder } from '../operations/create-folder.ts';
import { deleteDocument, deleteDocumentFile } from '../operations/delete-document.ts';
import {
  getDocument,
  listCategories,
  listPublicDocuments,
  readDocumentContent,
  readPublicDocumentContent,
  type DocumentContent,
} from '../operations/read-documents.ts';
import { updateDocument } from '../operations/update-document.ts';
import { uploadApplicationDocument } from '../operations/upload-application-document.ts';
import { uploadDocument } from '../operations/upload-document.ts';
import type { Client } from '../store/client.ts';
import { toDocumentDto, toPublicDocumentDto } from '../store/document-dto.ts';
import { withDetails, type DocumentRow } from '../store/documents.ts';
import type { FileStorage } from '../storage/file-storage.ts';

/**
 * Always an attachment, never sniffed by the browser: a stored file is never rendered on the
 * API's origin, and a type that could run script (from a row stored before sniffing) is sent as
 * plain bytes.
 */
function sendFile(reply: FastifyReply, file: DocumentContent): Buffer {
  void reply
    .type(isActiveContent(file.documentType) ? 'application/octet-stream' : file.documentType)
    .header('content-disposition', attachmentDisposition(file.documentName))
    .header('x-content-type-options', 'nosniff');
  return file.bytes;
}

export function documentRoutesOf(r: Router<Client>, storage: FileStorage, uploadSecret: string): void {
  r.list(routes.listDocuments, {
    model: (tx) => tx.document,
    where: ({ user }) => visibleWhere(user) ?? {},
    enrich: (tx, rows: DocumentRow[]) => withDetails(tx, rows),
    map: toDocumentDto,
  });
  r.handle(routes.listCategories, async ({ db }) => {
    const value = await listCategories(db);
    return { value, '@odata.count': value.length };
  });
  r.handle(routes.getByCompany, async ({ params, db }) =>
    (await listPublicDocuments(db, params.companyId, params.documentType)).map(toPublicDocumentDto),
  );
  r.handle(routes.downloadPublic, async ({ params, db, reply }) =>
    sendFile(reply, await readPublicDocumentContent(db, storage, params.companyId, params.id)),
  );

  r.handle(routes.upload, async ({ req, db, user }) =>
    toDocumentDto(await uploadDocument(db, storage, await readUploadForm(req, 'File'), user)),
  );
  r.handle(routes.createFolder, ({ body, db, user }) => createFolder(db, body, user));
  r.handle(routes.uploadApplicationDocument, async ({ req, db }) =>
    toDocumentDto(await uploadApplicationDocument(db, storage, await readUploadForm(req, 'Documents'), uploadSecret)),
  );

  r.handle(routes.getDocument, async ({ params, db, user }) => toDocumentDto(await getDocument(db, params.id, user)));
  r.handle(routes.download, async ({ params, db, user, reply }) =>
    sendFile(reply, await readDocumentContent(db, storage, params.id, user)),
  );
  r.handle(routes.updateDocument, async ({ params, body, db }) => toDocumentDto(await updateDocument(db, params.id, body)));
  r.handle(routes.deleteDocument, ({ params, db }) => deleteDocument(db, storage, params.id));
  r.handle(routes.deleteDocumentFile, async ({ params, db }) => toDocumentDto(await deleteDocumentFile(db, storage, params.id)));
}
