import { z } from 'zod';
import { IdParams, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { excelContracts } from './excel.ts';

export * from './excel.ts';
export * from './excel-templates.ts';

/** Spec section 9 names 5242880 bytes as the larger file limit. */
export const MAX_DOCUMENT_BYTES = 5_242_880;
export const DOCUMENT_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

export const DocumentMeta = z.object({
  id: Uuid,
  companyId: Uuid,
  parentId: Uuid.nullable(),
  documentName: z.string(),
  documentType: z.string(),
  documentSize: z.number().int(),
  visibleForUser: z.boolean(),
  createdDate: z.string(),
});

/** The form fields of an upload besides the file (multipart text fields, PascalCase or camelCase). */
export const DocumentUploadFields = z.object({
  parentId: Uuid.optional(),
  visibleForUser: z.stringbool().optional(),
});

/** An applicant's upload (spec: UploadDocuments): the token from RegisterAttendee decides company and person. */
export const ApplicationUploadFields = z.object({
  uploadToken: z.string().min(1).max(2000),
  /** Sent by older clients; when given, it must be the token's. */
  companyId: Uuid.optional(),
  applicationUserId: Uuid.optional(),
});

/** How many files one applicant may send with their token. */
export const MAX_APPLICATION_DOCUMENTS = 10;

export const documentsContracts = {
  upload: route({
    method: 'POST',
    path: '/api/documents',
    service: 'documents',
    access: ['manager', 'employee'],
    summary: 'Upload a document (multipart field File)',
    binary: 'upload',
    response: DocumentMeta,
  }),
  uploadApplicationDocument: route({
    method: 'POST',
    path: '/api/AttendeeRegisterFull/UploadDocuments/:locale',
    service: 'documents',
    access: 'public',
    summary:
      "An applicant's required document, without a login: multipart field Documents (one file) and the UploadToken RegisterAttendee answered",
    params: z.object({ locale: z.string().max(10) }),
    binary: 'upload',
    response: DocumentMeta,
  }),
  download: route({
    method: 'GET',
    path: '/api/documents/download/:id',
    service: 'documents',
    access: 'authenticated',
    summary: 'Download a document',
    params: IdParams,
    binary: 'download',
  }),
  getDocument: route({
    method: 'GET',
    path: '/api/documents/:id',
    service: 'documents',
    access: 'authenticated',
    summary: 'Document metadata',
    params: IdParams,
    response: DocumentMeta,
  }),
  ...excelContracts,
} as const;
