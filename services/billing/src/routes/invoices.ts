import { fromDbDate, type Router } from '@takt/kit';
import { billingContracts, type PaymentStatus, type PeriodType } from '@takt/proto';
import { getInvoice } from '../operations/get-invoice.ts';
import type { Client } from '../store/client.ts';
import type { Invoice } from '../store/generated/client.ts';

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
  r.handle(billingContracts.getInvoice, async ({ params, db }) => toInvoiceDto(await getInvoice(db, params.id)));

  r.list(billingContracts.listInvoices, { model: (tx) => tx.invoice, map: toInvoiceDto });
}
