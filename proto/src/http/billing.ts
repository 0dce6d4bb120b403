import { z } from 'zod';
import { PaymentStatus, PeriodType } from '../enums.ts';
import { IdParams, LocalDate, odataList, Uuid } from './common.ts';
import { route } from './contract.ts';
import { screenRoles } from '../screens.ts';

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

export const billingRoutes = {
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
    odata: true,
    response: odataList(Invoice),
  }),
  listInvoicePositions: route({
    method: 'GET',
    path: '/odata/invoicePositions',
    service: 'billing',
    access: screenRoles('/invoice-items'),
    permission: 'invoicePositionsView',
    summary: 'Invoice positions as an OData list',
    odata: true,
    response: odataList(InvoicePosition),
  }),
} as const;
