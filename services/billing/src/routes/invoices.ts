import { fromDbDate, type ODataResource, type Router } from '@takt/kit';
import { billingRoutes, type PaymentStatus, type PeriodType } from '@takt/proto';
import { getInvoice } from '../operations/get-invoice.ts';
import type { Client } from '../store/client.ts';
import type { Invoice } from '../store/generated/client.ts';

const resource: ODataResource = {
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
  // Spec section 9: invoices periodStartDate desc.
  defaultOrder: [
    { name: 'periodStartDate', direction: 'desc' },
    { name: 'invoiceNumber', direction: 'desc' },
  ],
};

export function toInvoiceDto(i: Invoice) {
  return {
    id: i.id,
    companyId: i.companyId,
    invoiceNumber: i.invoiceNumber,
    attendeeId: i.attendeeId,
    attendeeAppUserId: i.attendeeAppUserId,
    periodStartDate: fromDbDate(i.periodStartDate),
    periodEndDate: fromDbDate(i.periodEndDate),
    periodType: i.periodType as PeriodType,
    paymentStatus: i.paymentStatus as PaymentStatus,
    centCostSum: i.centCostSum,
    createdDate: i.createdDate.toISOString(),
  };
}

export function invoiceRoutes(r: Router<Client>): void {
  r.handle(billingRoutes.getInvoice, async ({ params, db }) => toInvoiceDto(await getInvoice(db, params.id)));

  r.list(billingRoutes.listInvoices, { resource, model: (tx) => tx.invoice, map: toInvoiceDto });
}
