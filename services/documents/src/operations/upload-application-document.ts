import { asTenant, fail, parseInput, verifyUploadToken, type Db, type UploadForm } from '@takt/kit';
import { ApplicationUploadFields, ErrorCode, MAX_APPLICATION_DOCUMENTS } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { countFilesOf, createDocument, type DocumentMetaRow } from '../store/documents.ts';
import { acceptedFile } from './upload-document.ts';

/**
 * An applicant's document, without a login (decision 0047): the upload token membership signed
 * at RegisterAttendee names the company and the person; the file is attached to that attendee
 * (parentId) as uploaded by their login, in that company's tenant. Nothing is stored unless the
 * token is genuine and in time, and the file is an accepted type by its bytes.
 */
export async function uploadApplicationDocument(db: Db<Client>, form: UploadForm, secret: string): Promise<DocumentMetaRow> {
  const fields = parseInput(ApplicationUploadFields, form.fields);
  const claims = verifyUploadToken(secret, fields.uploadToken);
  if (
    (fields.companyId && fields.companyId !== claims.companyId) ||
    (fields.applicationUserId && fields.applicationUserId !== claims.userId)
  )
    throw fail(ErrorCode.UploadTokenInvalid, 'The upload token belongs to another company or person');
  const file = acceptedFile(form);
  return asTenant(claims.companyId, () =>
    db.tx(async (tx) => {
      if ((await countFilesOf(tx, claims.attendeeId, claims.userId)) >= MAX_APPLICATION_DOCUMENTS)
        throw fail(ErrorCode.Conflict, `At most ${MAX_APPLICATION_DOCUMENTS} documents can be sent with an application`);
      return createDocument(tx, { ...file, parentId: claims.attendeeId, visibleForUser: true, createdByUserId: claims.userId });
    }),
  );
}
