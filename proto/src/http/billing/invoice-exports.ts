import { z } from 'zod';
import { Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import { InvoiceWithPositions } from './invoices.ts';

// Spec section 7 (Money, Invoice exports). Billing answers the data; the gateway has documents
// render it and the client receives the PDF (decision 0056). Called on billing directly, the JSON.

const invoices = screenRoles('/invoices');

export const ExportCompleteInvoicesInput = z
  .object({
    markExportedInvoicesPaid: z.boolean().default(false),
    exportInSingleFile: z.boolean().default(true),
    exportPreviouslyExportedInvoices: z.boolean().default(false),
    /** 1–12 with exportForYear: only invoices whose period starts in that month. */
    exportForMonth: z.number().int().min(1).max(12).nullish(),
    exportForYear: z.number().int().min(2000).max(2100).nullish(),
  })
  .refine((b) => !b.exportForMonth || b.exportForYear, { message: 'a month needs its year', path: ['exportForYear'] });
export type ExportCompleteInvoicesInput = z.infer<typeof ExportCompleteInvoicesInput>;

export const CultureQuery = z.object({ culture: z.enum(['de-DE', 'en-US']).default('de-DE') });

export const InvoiceExport = z.object({
  culture: z.string(),
  exportedDateTime: z.string(),
  invoices: z.array(InvoiceWithPositions),
});

export const billingInvoiceExportContracts = {
  exportCompleteInvoices: route({
    method: 'POST',
    path: '/api/invoices/ExportCompleteInvoices',
    service: 'billing',
    access: invoices,
    permission: 'invoicesEdit',
    summary: 'Export complete invoices with their positions (not yet exported, or all), marking them exported (and paid), as one PDF',
    query: CultureQuery,
    binary: 'download',
    body: ExportCompleteInvoicesInput,
    response: InvoiceExport,
  }),
  exportSingleInvoice: route({
    method: 'POST',
    path: '/api/invoices/ExportSingleInvoice',
    service: 'billing',
    access: invoices,
    permission: 'invoicesView',
    summary: 'One invoice with its positions as PDF',
    query: CultureQuery,
    binary: 'download',
    body: z.object({ invoiceId: Uuid }),
    response: InvoiceExport,
  }),
  countCompleteNonExportedInvoices: route({
    method: 'POST',
    path: '/api/invoices/CountCompleteNonExportedInvoices',
    service: 'billing',
    access: invoices,
    permission: 'invoicesView',
    summary: 'How many complete invoices have not been exported yet',
    response: z.object({ count: z.number().int() }),
  }),
} as const;
