import { z } from 'zod';
import { PeriodType } from '../../enums.ts';
import { Cents, LocalDate, odataList, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import type { ODataResource } from '../../odata.ts';

// Issue 10: periodic invoice runs per payment interval. A run invoices every attendee with
// pending positions up to the period's end or a membership fee in the period, once per period.

const invoices = screenRoles('/invoices');

/** The intervals a run can bill (Single is an invoice of its own, never a run). */
export const RunPeriodType = z.union([
  z.literal(PeriodType.Month),
  z.literal(PeriodType.Quarter),
  z.literal(PeriodType.HalfYear),
  z.literal(PeriodType.Year),
]);

export const InvoiceRunInput = z.object({
  periodType: RunPeriodType,
  /** First day of the period: a month's first, a quarter's, a half-year's from the company's start month, or 1 January. */
  periodStart: LocalDate,
  /** Chosen by the client to follow the run's progress (hub notice, run row) before the answer arrives. */
  runId: Uuid.optional(),
});
export type InvoiceRunInput = z.infer<typeof InvoiceRunInput>;

export const InvoiceRun = z.object({
  id: Uuid,
  periodType: z.number().int(),
  periodStart: LocalDate,
  periodEnd: LocalDate,
  /** running, finished or failed. */
  status: z.enum(['running', 'finished', 'failed']),
  /** Attendees to look at, and how many are done (progress while running). */
  attendeeCount: z.number().int(),
  doneCount: z.number().int(),
  invoiceCount: z.number().int(),
  centSum: z.number().int(),
  startedById: Uuid.nullable(),
  startedDate: z.string(),
  finishedDate: z.string().nullable(),
});
export type InvoiceRun = z.infer<typeof InvoiceRun>;

export const BillingSettings = z.object({
  /** Days from the invoice date to its due date. */
  dueDays: z.number().int().min(0).max(365),
  /** The fee added when an invoice reaches dunning level 1..5, in cents. */
  dunningFees: z.array(Cents).length(5),
  /** Half-yearly runs count from this month (spec: halfYearlyPaymentIntervalStartMonth, default 1). */
  halfYearStartMonth: z.number().int().min(1).max(12),
});
export type BillingSettings = z.infer<typeof BillingSettings>;

const runOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    periodType: { type: 'number' },
    periodStart: { type: 'date' },
    status: { type: 'string' },
    invoiceCount: { type: 'number' },
    startedDate: { type: 'datetime' },
  },
  defaultOrder: [{ name: 'startedDate', direction: 'desc' }],
};

export const billingInvoiceRunContracts = {
  runInvoices: route({
    method: 'POST',
    path: '/api/invoices/Run',
    service: 'billing',
    access: invoices,
    permission: 'invoicesEdit',
    summary:
      'Start invoicing a period (answered at once, status running; progress on the run row and over the hub): pending positions and membership fees per attendee; a period already invoiced adds nothing; a run id given twice answers conflict',
    body: InvoiceRunInput,
    response: InvoiceRun,
  }),
  listInvoiceRuns: route({
    method: 'GET',
    path: '/odata/invoiceRuns',
    service: 'billing',
    access: invoices,
    permission: 'invoicesView',
    summary: 'Invoice runs, newest first',
    odata: runOData,
    response: odataList(InvoiceRun),
  }),
  getBillingSettings: route({
    method: 'GET',
    path: '/api/BillingSettings',
    service: 'billing',
    access: invoices,
    permission: 'invoicesView',
    summary: "The company's due days, dunning fees and half-year start month",
    response: BillingSettings,
  }),
  updateBillingSettings: route({
    method: 'PUT',
    path: '/api/BillingSettings',
    service: 'billing',
    access: invoices,
    permission: 'invoicesEdit',
    summary: "Update the company's due days, dunning fees and half-year start month",
    body: BillingSettings,
    response: BillingSettings,
  }),
} as const;
