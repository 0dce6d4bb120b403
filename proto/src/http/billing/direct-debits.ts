import { z } from 'zod';
import type { ODataResource } from '../../odata.ts';
import { screenRoles } from '../../screens.ts';
import { IdParams, LocalDate, odataList, Uuid } from '../common.ts';
import { route } from '../contract.ts';

// Spec sections 3 "SEPA direct-debit batch" and 7 "Direct debit": preview, create the pain.008
// file, list the batches, and import the bank's returns. Management only (/direct-debit-creation).

export const SEPA_FORMATS = ['pain.008.001.02', 'pain.008.001.08'] as const;
export const SepaFormat = z.enum(SEPA_FORMATS);
export type SepaFormat = z.infer<typeof SepaFormat>;

export const SEQUENCE_TYPES = ['FRST', 'RCUR', 'OOFF', 'FNAL'] as const;
export const SequenceTypeCode = z.enum(SEQUENCE_TYPES);

/** Why an open invoice is not collected. */
export const SKIP_REASONS = [
  'no_mandate',
  'pays_by_invoice',
  'invalid_iban',
  'mandate_incomplete',
  'mandate_not_yet_valid',
  'mandate_expired',
  'one_off_used',
  'not_positive',
] as const;
export const SkipReason = z.enum(SKIP_REASONS);

export const CollectionBody = z.object({ collectionDate: LocalDate, format: SepaFormat.default('pain.008.001.02') });

const InvoiceRef = z.object({
  invoiceId: Uuid,
  invoiceNumber: z.number().int(),
  attendeeId: Uuid,
  attendeeName: z.string().nullable(),
  amountCents: z.number().int(),
});

export const DirectDebitPreview = z.object({
  collectionDate: LocalDate,
  numberOfTransactions: z.number().int(),
  controlSumCents: z.number().int(),
  collected: z.array(InvoiceRef.extend({ sequenceType: SequenceTypeCode, mandateReference: z.string(), iban: z.string() })),
  skipped: z.array(InvoiceRef.extend({ reason: SkipReason })),
});
export type DirectDebitPreview = z.infer<typeof DirectDebitPreview>;

export const DirectDebitBatch = z.object({
  id: Uuid,
  messageId: z.string(),
  format: SepaFormat,
  collectionDate: LocalDate,
  numberOfTransactions: z.number().int(),
  controlSumCents: z.number().int(),
  returnedCount: z.number().int(),
  createdDate: z.string(),
});
export type DirectDebitBatch = z.infer<typeof DirectDebitBatch>;

const batchOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    messageId: { type: 'string' },
    format: { type: 'string' },
    collectionDate: { type: 'date' },
    numberOfTransactions: { type: 'number' },
    controlSumCents: { type: 'number' },
    createdDate: { type: 'datetime' },
  },
  defaultOrder: [{ name: 'createdDate', direction: 'desc' }],
};

export const RETURN_OUTCOMES = ['returned', 'already_returned', 'unknown', 'amount_mismatch'] as const;
export const ReturnLine = z.object({
  endToEndId: z.string(),
  amountCents: z.number().int().nullable(),
  reasonCode: z.string().nullable(),
  outcome: z.enum(RETURN_OUTCOMES),
  invoiceId: Uuid.nullable(),
  invoiceNumber: z.number().int().nullable(),
});
export const ReturnImport = z.object({
  format: z.enum(['camt.054', 'csv']),
  returned: z.number().int(),
  feeCents: z.number().int(),
  lines: z.array(ReturnLine),
});
export type ReturnImport = z.infer<typeof ReturnImport>;

/** What is missing for a SEPA file: the company's name, IBAN or creditor identifier (from My company). */
export const CREDITOR_PROBLEMS = ['missing_name', 'invalid_iban', 'invalid_creditor_id'] as const;

export const DirectDebitSettings = z.object({
  /** Added to an invoice whose direct debit the bank returned (spec: company setting, default 5.00 EUR). */
  returnFeeCents: z.number().int(),
  creditorName: z.string().nullable(),
  creditorIban: z.string().nullable(),
  creditorIdentifier: z.string().nullable(),
  creditorProblem: z.enum(CREDITOR_PROBLEMS).nullable(),
});
export type DirectDebitSettings = z.infer<typeof DirectDebitSettings>;
export const DirectDebitSettingsBody = z.object({ returnFeeCents: z.number().int().min(0).max(100_000) });

const family = screenRoles('/direct-debit-creation');

export const billingDirectDebitContracts = {
  previewDirectDebit: route({
    method: 'POST',
    path: '/api/DirectDebit/Preview',
    service: 'billing',
    access: family,
    permission: 'directDebitViewCreate',
    summary: 'Which open invoices a direct debit on the collection date would collect, with totals, and which are skipped and why',
    body: CollectionBody,
    response: DirectDebitPreview,
  }),
  createSepaFile: route({
    method: 'POST',
    path: '/api/DirectDebit/CreateSEPAFile',
    service: 'billing',
    access: family,
    permission: 'directDebitViewCreate',
    summary: 'Collect the previewed invoices: records the batch and answers its pain.008 XML (header x-batch-id)',
    body: CollectionBody,
    binary: 'download',
  }),
  listDirectDebitBatches: route({
    method: 'GET',
    path: '/odata/DirectDebitBatches',
    service: 'billing',
    access: family,
    permission: 'directDebitViewCreate',
    summary: 'Direct-debit batches created so far, newest first',
    odata: batchOData,
    response: odataList(DirectDebitBatch),
  }),
  getDirectDebitFile: route({
    method: 'GET',
    path: '/api/DirectDebit/File/:id',
    service: 'billing',
    access: family,
    permission: 'directDebitViewCreate',
    summary: "A batch's pain.008 XML again",
    params: IdParams,
    binary: 'download',
  }),
  getDirectDebitSettings: route({
    method: 'GET',
    path: '/api/DirectDebit/Settings',
    service: 'billing',
    access: family,
    permission: 'directDebitViewCreate',
    summary: "The return fee and the company's creditor data as billing has them, with what is missing for a file",
    response: DirectDebitSettings,
  }),
  updateDirectDebitSettings: route({
    method: 'PUT',
    path: '/api/DirectDebit/Settings',
    service: 'billing',
    access: family,
    permission: 'directDebitViewCreate',
    summary: 'Set the return fee in cents (0 to 1000.00 EUR)',
    body: DirectDebitSettingsBody,
    response: DirectDebitSettings,
  }),
  importDirectDebitReturns: route({
    method: 'POST',
    path: '/api/DirectDebit/ImportReturns',
    service: 'billing',
    access: family,
    permission: 'directDebitViewCreate',
    summary: "Import the bank's returns (multipart field File: camt.054 XML or CSV end-to-end id;amount;reason)",
    binary: 'upload',
    response: ReturnImport,
  }),
} as const;
