import { asTenant, fail, parseInput, verifyUploadToken, type Db, type UploadForm } from '@takt/kit';
import { ApplicationUploadFields, ErrorCode, MAX_APPLICATION_DOCUMENTS } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { countFilesOf, insertDocument, withDetails, type DocumentWithDetails } from '../store/documents.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { acceptedFile } from './document-steps.ts';
import { withStoredFile } from './file-steps.ts';

/**
 * An applicant's document, without a login (decision 0047): the upload token membership signed
 * at RegisterAttendee names the company and the person; the file is attached to that attendee
 * (parentId) as uploaded by their login, in that company's tenant. Nothing is stored unless the
 * token is genuine and in time, and the file is an accepted type by its bytes. Only the applicant
 * and the office see it (no audience roles, decision 0054).
 */
export async function uploadApplicationDocument(
  db: Db<Client>,
  storage: FileStorage,
  form: UploadForm,
  secret: string,
): Promise<DocumentWithDetails> {
  const fields = parseInput(ApplicationUploadFields, form.fields);
  const claims = verifyUploadToken(secret, fields.uploadToken);
  if (
    (fields.companyId && fields.companyId !== claims.companyId) ||
    (fields.applicationUserId && fields.applicationUserId !== claims.userId)
  )
    throw fail(ErrorCode.UploadTokenInvalid, 'The upload token belongs to another company or person');
  const file = acceptedFile(form);
  return asTenant(claims.companyId, () =>
    withStoredFile(db, storage, claims.companyId, file, async (tx, stored) => {
      if ((await countFilesOf(tx, claims.attendeeId, claims.userId)) >= MAX_APPLICATION_DOCUMENTS)
        throw fail(ErrorCode.Conflict, `At most ${MAX_APPLICATION_DOCUMENTS} documents can be sent with an application`);
      const row = await insertDocument(tx, {
        parentId: claims.attendeeId,
        title: file.documentName,
        type: 'attendee',
        visibleRoles: [],
        createdByUserId: claims.userId,
        file: stored,
      });
      return (await withDetails(tx, [row]))[0]!;
    }),
  );
}
