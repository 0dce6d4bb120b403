import { z } from 'zod';
import { PaymentStatus, PeriodType } from '../../enums.ts';
import { IdParams, LocalDate, odataList, Uuid } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import type { ODataResource } from '../../odata.ts';

export const InvoicePosition = z.object({
  id: Uuid,
  invoiceId: Uuid,
  forAttendeeId: Uuid,
  description: z.string(),
  centCost: z.number().int(),
  canceled: z.boolean(),
  sourceAppointmentId: Uuid.nullable(),
  createdDate: z.string(),
});

export const Invoice = z.object({
  id: Uuid,
  companyId: Uuid,
  invoiceNumber: z.number().int(),
  attendeeId: Uuid,
  attendeeAppUserId: Uuid.nullable(),
  periodStartDate: LocalDate,
  periodEndDate: LocalDate,
  periodType: z.enum(PeriodType),
  paymentStatus: z.enum(PaymentStatus),
  centCostSum: z.number().int(),
  createdDate: z.string(),
});

// Spec section 9: invoices periodStartDate desc.
const invoiceOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    invoiceNumber: { type: 'number' },
    attendeeId: { type: 'uuid' },
    attendeeAppUserId: { type: 'uuid' },
    periodStartDate: { type: 'date' },
    periodEndDate: { type: 'date' },
    periodType: { type: 'number' },
    paymentStatus: { type: 'number' },
    centCostSum: { type: 'number' },
    createdDate: { type: 'datetime' },
  },
  defaultOrder: [
    { name: 'periodStartDate', direction: 'desc' },
    { name: 'invoiceNumber', direction: 'desc' },
  ],
};

// Spec section 9: invoice positions createdDate desc.
const invoicePositionOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    invoiceId: { type: 'uuid' },
    forAttendeeId: { type: 'uuid' },
    description: { type: 'string' },
    centCost: { type: 'number' },
    canceled: { type: 'boolean' },
    sourceAppointmentId: { type: 'uuid' },
    createdDate: { type: 'datetime' },
  },
  defaultOrder: [{ name: 'createdDate', direction: 'desc' }],
};

export const billingInvoiceContracts = {
  getInvoice: route({
    method: 'GET',
    path: '/api/invoices/:id',
    service: 'billing',
    access: screenRoles('/invoices'),
    permission: 'invoicesView',
    summary: 'One invoice',
    params: IdParams,
    response: Invoice,
  }),
  listInvoices: route({
    method: 'GET',
    path: '/odata/invoices',
    service: 'billing',
    access: screenRoles('/invoices'),
    permission: 'invoicesView',
    summary: 'Invoices as an OData list',
    odata: invoiceOData,
    response: odataList(Invoice),
  }),
  listInvoicePositions: route({
    method: 'GET',
    path: '/odata/invoicePositions',
    service: 'billing',
    access: screenRoles('/invoice-items'),
    permission: 'invoicePositionsView',
    summary: 'Invoice positions as an OData list',
    odata: invoicePositionOData,
    response: odataList(InvoicePosition),
  }),
} as const;
