import { z } from 'zod';
import { Created, IdParams, odataList, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import type { ODataResource } from '../../odata.ts';
import type { Role } from '../../roles.ts';
import { DocumentKind } from '../../enums.ts';
import { excelContracts } from './excel.ts';

export * from './excel.ts';
export * from './excel-templates.ts';

/** Spec section 9 names 5242880 bytes as the larger file limit (documents) and 2097152 as the smaller (logos). */
export const MAX_DOCUMENT_BYTES = 5_242_880;
export const MAX_LOGO_BYTES = 2_097_152;
export const DOCUMENT_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** Spec section 3: the kinds of documents (the list in enums.ts). */
export const DOCUMENT_KINDS = DocumentKind;
const Kind = z.enum(DocumentKind);
/** The kinds a company shows on its anonymous pages (GetByCompany); any other kind stays behind the login. */
export const PUBLIC_DOCUMENT_KINDS = ['logo', 'terms_and_conditions', 'privacy_policy'] as const satisfies readonly DocumentKind[];

/** Roles a document can be shown to besides the office staff, who see every document (decision 0054). */
export const DOCUMENT_AUDIENCE_ROLES = ['trainer', 'attendee', 'interested'] as const satisfies readonly Role[];
export const DocumentAudienceRole = z.enum(DOCUMENT_AUDIENCE_ROLES);

/** Spec section 9: the document text is shown shortened to 15 characters plus an ellipsis. */
export const DOCUMENT_TEXT_SHORT = 15;

export const DocumentMeta = z.object({
  id: Uuid,
  companyId: Uuid,
  parentId: Uuid.nullable(),
  title: z.string().nullable(),
  text: z.string().nullable(),
  /** `text` cut to 15 characters plus an ellipsis. */
  shortText: z.string().nullable(),
  /** The file: name, content type and size; all null for a folder or a document whose file was deleted. */
  documentName: z.string().nullable(),
  documentType: z.string().nullable(),
  documentSize: z.number().int().nullable(),
  type: Kind,
  /** The entity the document belongs to (an attendee, trainer, course, ...), by its kind. */
  for: Uuid.nullable(),
  category: z.string().nullable(),
  visibleForUser: z.boolean(),
  /** Roles (besides office staff) that see it; with `visibleUserIds` the audience when `visibleForUser`. */
  visibleRoles: z.array(DocumentAudienceRole),
  visibleUserIds: z.array(Uuid),
  priorityVariantId: z.number().int().nullable(),
  active: z.boolean(),
  isAllowComment: z.boolean(),
  responsibleId: Uuid.nullable(),
  /** "Last name, first name" from documents' read model of staff and members; null when unknown there. */
  responsibleFullName: z.string().nullable(),
  creatorUserId: Uuid,
  creatorFullName: z.string().nullable(),
  lastActionDate: z.string(),
  createdDate: z.string(),
  /** How many documents have this one as parent. */
  groupDocumentsCount: z.number().int(),
  notificationCount: z.number().int(),
});
export type DocumentMeta = z.infer<typeof DocumentMeta>;

/** What an anonymous company page may know of a public document. */
export const PublicDocument = DocumentMeta.pick({
  id: true,
  title: true,
  documentName: true,
  documentType: true,
  documentSize: true,
  type: true,
  createdDate: true,
});

const Title = z.string().trim().min(1).max(200);
const emptyToNull = (s: string) => s || null;
const audience = {
  visibleForUser: z.boolean().default(true),
  visibleRoles: z.array(DocumentAudienceRole).max(3).default(['trainer', 'attendee', 'interested']),
  visibleUserIds: z.array(Uuid).max(500).default([]),
};

/** The form fields of an upload besides the file (multipart text fields, PascalCase or camelCase). */
export const DocumentUploadFields = z.object({
  /** An existing document whose file the upload replaces (spec: post with Id). */
  id: Uuid.optional(),
  parentId: Uuid.optional(),
  title: Title.optional(),
  type: Kind.optional(),
  category: z.string().trim().min(1).max(100).optional(),
  visibleForUser: z.stringbool().optional(),
  /** Comma-separated audience roles. */
  visibleRoles: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    )
    .pipe(z.array(DocumentAudienceRole).max(3))
    .optional(),
});

/** A folder: a document without a file that groups others (decision 0054). */
export const DocumentFolderInput = z.object({
  title: Title,
  parentId: Uuid.nullish(),
  ...audience,
});
export type DocumentFolderInput = z.infer<typeof DocumentFolderInput>;

/** Spec: PUT update. Everything but the file; parentId moves it (never under itself or its own descendants). */
export const DocumentUpdateInput = z.object({
  parentId: Uuid.nullish(),
  title: Title.nullish(),
  /** An empty text or category is none (null). */
  text: z.string().max(4000).transform(emptyToNull).nullish(),
  type: Kind.default('document'),
  for: Uuid.nullish(),
  category: z.string().trim().max(100).transform(emptyToNull).nullish(),
  ...audience,
  priorityVariantId: z.number().int().min(0).max(100).nullish(),
  active: z.boolean().default(true),
  isAllowComment: z.boolean().default(false),
  responsibleId: Uuid.nullish(),
});
export type DocumentUpdateInput = z.infer<typeof DocumentUpdateInput>;

export const DocumentCategory = z.object({ name: z.string(), usageCount: z.number().int() });

export const DocumentsByCompanyParams = z.object({ companyId: Uuid, documentType: z.enum(PUBLIC_DOCUMENT_KINDS) });

/** An applicant's upload (spec: UploadDocuments): the token from RegisterAttendee decides company and person. */
export const ApplicationUploadFields = z.object({
  uploadToken: z.string().min(1).max(2000),
  /** Sent by older clients; when given, it must be the token's. */
  companyId: Uuid.optional(),
  applicationUserId: Uuid.optional(),
});

/** How many files one applicant may send with their token. */
export const MAX_APPLICATION_DOCUMENTS = 10;

const documentsOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    parentId: { type: 'uuid' },
    title: { type: 'string' },
    text: { type: 'string' },
    documentName: { type: 'string' },
    documentType: { type: 'string' },
    documentSize: { type: 'number' },
    type: { type: 'string' },
    for: { type: 'uuid', column: 'forId' },
    creatorUserId: { type: 'uuid', column: 'createdByUserId' },
    category: { type: 'string' },
    visibleForUser: { type: 'boolean' },
    active: { type: 'boolean' },
    isAllowComment: { type: 'boolean' },
    responsibleId: { type: 'uuid' },
    priorityVariantId: { type: 'number' },
    notificationCount: { type: 'number' },
    lastActionDate: { type: 'datetime' },
    createdDate: { type: 'datetime' },
  },
  // Spec section 9: documents createdDate desc.
  defaultOrder: [{ name: 'createdDate', direction: 'desc' }],
};

/** Office staff manage documents; everyone signed in reads those visible to them. */
const manage = screenRoles('/documents');

export const documentsContracts = {
  listDocuments: route({
    method: 'GET',
    path: '/odata/documents',
    service: 'documents',
    access: 'authenticated',
    summary:
      'Documents visible to the caller as an OData list (createdDate desc); filter parentId (null for the top level), visibleForUser, notificationCount gt 0',
    odata: documentsOData,
    response: odataList(DocumentMeta),
  }),
  listCategories: route({
    method: 'GET',
    path: '/odata/documents/GetCategories',
    service: 'documents',
    access: manage,
    summary: 'The categories in use, most used first, then by name',
    response: odataList(DocumentCategory),
  }),
  getByCompany: route({
    method: 'GET',
    path: '/api/documents/GetByCompany/:companyId/:documentType',
    service: 'documents',
    access: 'public',
    summary: "A company's active public documents of one kind (logo, terms_and_conditions, privacy_policy), newest first",
    params: DocumentsByCompanyParams,
    response: z.array(PublicDocument),
  }),
  downloadPublic: route({
    method: 'GET',
    path: '/api/documents/GetByCompany/:companyId/download/:id',
    service: 'documents',
    access: 'public',
    summary: "Download one of a company's public documents (a kind GetByCompany lists), without a login",
    params: z.object({ companyId: Uuid, id: Uuid }),
    binary: 'download',
  }),
  upload: route({
    method: 'POST',
    path: '/api/documents',
    service: 'documents',
    access: manage,
    summary:
      'Upload a document (multipart File, optional Id to replace the file of an existing document, ParentId, Title, Type, Category, VisibleForUser, VisibleRoles)',
    binary: 'upload',
    response: DocumentMeta,
  }),
  createFolder: route({
    method: 'POST',
    path: '/api/documents/Folder',
    service: 'documents',
    access: manage,
    summary: 'Create a folder: a document without a file that groups others',
    body: DocumentFolderInput,
    response: Created,
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
    summary: 'Download a document visible to the caller (always as an attachment)',
    params: IdParams,
    binary: 'download',
  }),
  getDocument: route({
    method: 'GET',
    path: '/api/documents/:id',
    service: 'documents',
    access: 'authenticated',
    summary: 'A document visible to the caller',
    params: IdParams,
    response: DocumentMeta,
  }),
  updateDocument: route({
    method: 'PUT',
    path: '/api/documents/:id',
    service: 'documents',
    access: manage,
    summary: 'Change a document: title, text, kind, category, parent, visibility, priority, comments, responsible',
    params: IdParams,
    body: DocumentUpdateInput,
    response: DocumentMeta,
  }),
  deleteDocument: route({
    method: 'DELETE',
    path: '/api/documents/:id',
    service: 'documents',
    access: manage,
    summary: 'Delete a document with its file; refused (in_use) while documents lie under it',
    params: IdParams,
  }),
  deleteDocumentFile: route({
    method: 'DELETE',
    path: '/api/documents/DeleteDocumentFile/:id',
    service: 'documents',
    access: manage,
    summary: "Delete only a document's file; the document stays (without file)",
    params: IdParams,
    response: DocumentMeta,
  }),
  ...excelContracts,
} satisfies Record<string, RouteContract>;
export * from './pdf.ts';
