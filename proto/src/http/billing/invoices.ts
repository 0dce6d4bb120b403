import { z } from 'zod';
import { PaymentStatus, PeriodType } from '../../enums.ts';
import { IdParams, LocalDate, odataList, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import type { ODataResource } from '../../odata.ts';
import { DepartmentParams, InvoicePosition, LocationParams } from './invoice-positions.ts';

// Spec sections 3, 4 and 7 (Money, Invoice): issued invoices, numbered per company and year
// without gaps; Open → Paid or Cancelled with who and when; dunning levels 1–5.

const invoices = screenRoles('/invoices');

export const MAX_DUNNING_LEVEL = 5;

export const Invoice = z.object({
  id: Uuid,
  companyId: Uuid,
  invoiceNumber: z.number().int(),
  invoiceYear: z.number().int(),
  /** `<year>-<number, 5 digits>`, e.g. 2026-00042. */
  invoiceNumberString: z.string(),
  attendeeId: Uuid,
  attendeeAppUserId: Uuid.nullable(),
  attendeeFullName: z.string(),
  periodStartDate: LocalDate,
  periodEndDate: LocalDate,
  periodType: z.enum(PeriodType),
  paymentStatus: z.enum(PaymentStatus),
  dueDate: LocalDate.nullable(),
  dunningLevel: z.number().int().min(0).max(MAX_DUNNING_LEVEL),
  /** The date each level was reached, index 0 = level 1. */
  dunningLevelDates: z.array(LocalDate.nullable()).length(MAX_DUNNING_LEVEL),
  exported: z.boolean(),
  exportedDateTime: z.string().nullable(),
  exportedByEmployeeId: Uuid.nullable(),
  markedPaidDateTime: z.string().nullable(),
  markedPaidById: Uuid.nullable(),
  markedCancelledDateTime: z.string().nullable(),
  markedCancelledById: Uuid.nullable(),
  complete: z.boolean(),
  centCostSum: z.number().int(),
  createdDate: z.string(),
});
export type Invoice = z.infer<typeof Invoice>;

export const InvoiceWithPositions = Invoice.extend({ positions: z.array(InvoicePosition) });

/** PUT {id}: the payment status only; Paid → Open re-opens (a returned debit), Cancelled is final. */
export const InvoiceUpdate = z.object({ paymentStatus: z.enum(PaymentStatus) });

// Spec section 9: invoices periodStartDate desc.
const invoiceOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    invoiceNumber: { type: 'number' },
    invoiceYear: { type: 'number' },
    invoiceNumberString: { type: 'string' },
    attendeeId: { type: 'uuid' },
    attendeeAppUserId: { type: 'uuid' },
    attendeeFullName: { type: 'string' },
    periodStartDate: { type: 'date' },
    periodEndDate: { type: 'date' },
    periodType: { type: 'number' },
    paymentStatus: { type: 'number' },
    dueDate: { type: 'date' },
    dunningLevel: { type: 'number' },
    exported: { type: 'boolean' },
    complete: { type: 'boolean' },
    centCostSum: { type: 'number' },
    createdDate: { type: 'datetime' },
  },
  defaultOrder: [
    { name: 'periodStartDate', direction: 'desc' },
    { name: 'invoiceNumberString', direction: 'desc' },
  ],
  // Spec section 9: invoice page constant 15.
  defaultTop: 15,
};

export const billingInvoiceContracts = {
  listInvoices: route({
    method: 'GET',
    path: '/odata/invoices',
    service: 'billing',
    access: invoices,
    permission: 'invoicesView',
    summary: 'Invoices as an OData list (filter by attendee, paymentStatus, periodStartDate range, dunningLevel)',
    odata: invoiceOData,
    response: odataList(Invoice),
  }),
  listInvoicesInLocation: route({
    method: 'GET',
    path: '/odata/invoices/GetInLocation/:locationId',
    service: 'billing',
    access: invoices,
    permission: 'invoicesView',
    summary: 'Invoices with a position given in the location',
    params: LocationParams,
    odata: invoiceOData,
    response: odataList(Invoice),
  }),
  listInvoicesInDepartment: route({
    method: 'GET',
    path: '/odata/invoices/GetInDepartment/:departmentId',
    service: 'billing',
    access: invoices,
    permission: 'invoicesView',
    summary: 'Invoices with a position given in the department',
    params: DepartmentParams,
    odata: invoiceOData,
    response: odataList(Invoice),
  }),
  listMyInvoices: route({
    method: 'GET',
    path: '/odata/invoices/GetMine',
    service: 'billing',
    access: screenRoles('/my-invoices'),
    summary: "The signed-in member's own invoices",
    odata: invoiceOData,
    response: odataList(Invoice),
  }),
  getInvoice: route({
    method: 'GET',
    path: '/api/invoices/:id',
    service: 'billing',
    access: invoices,
    permission: 'invoicesView',
    summary: 'One invoice',
    params: IdParams,
    response: Invoice,
  }),
  updateInvoice: route({
    method: 'PUT',
    path: '/api/invoices/:id',
    service: 'billing',
    access: invoices,
    permission: 'invoicesEdit',
    summary: 'Mark an invoice paid, cancelled or open again (who and when); invoice_not_open when not allowed',
    params: IdParams,
    body: InvoiceUpdate,
    response: Invoice,
  }),
  raiseDunningLevel: route({
    method: 'POST',
    path: '/api/invoices/RaiseDunningLevel/:id',
    service: 'billing',
    access: invoices,
    permission: 'invoicesEdit',
    summary: "Raise an open invoice's dunning level by one (dated); the level's fee is added as a position",
    params: IdParams,
    response: Invoice,
  }),
} as const;
