import { fromDbDate, publishEvent, type TxClient } from '@takt/kit';
import { BillingEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { Invoice, InvoicePosition } from '../store/generated/client.ts';

type Tx = TxClient<Client>;

/** Records InvoiceCreated in the outbox of `tx`: notification tells the member. */
export async function publishInvoiceCreated(tx: Tx, invoice: Invoice): Promise<void> {
  await publishEvent(tx, BillingEvents.InvoiceCreated, {
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    attendeeId: invoice.attendeeId,
    attendeeAppUserId: invoice.attendeeAppUserId,
    periodStartDate: fromDbDate(invoice.periodStartDate),
    periodEndDate: fromDbDate(invoice.periodEndDate),
  });
}

export async function publishInvoicePositionAdded(tx: Tx, position: InvoicePosition): Promise<void> {
  await publishEvent(tx, BillingEvents.InvoicePositionAdded, {
    invoiceId: position.invoiceId,
    positionId: position.id,
    attendeeId: position.forAttendeeId,
    centCost: position.centCost,
    sourceCostId: position.sourceCostId,
    date: fromDbDate(position.positionDate),
  });
}

/** A position cancelled, taken back or edited: statistics follows single-cost positions (decision 0068). */
export async function publishInvoicePositionChanged(tx: Tx, position: InvoicePosition, companyId?: string): Promise<void> {
  const payload = {
    positionId: position.id,
    attendeeId: position.forAttendeeId,
    sourceCostId: position.sourceCostId,
    date: fromDbDate(position.positionDate),
    centCost: position.centCost,
    canceled: position.canceled,
  };
  await publishEvent(tx, BillingEvents.InvoicePositionChanged, payload, companyId);
}

const facts = (i: Invoice) => ({
  invoiceId: i.id,
  invoiceNumberString: i.invoiceNumberString ?? '',
  attendeeId: i.attendeeId,
  attendeeAppUserId: i.attendeeAppUserId,
  centCostSum: i.centCostSum,
});

export async function publishInvoicePaid(tx: Tx, i: Invoice): Promise<void> {
  await publishEvent(tx, BillingEvents.InvoicePaid, { ...facts(i), paidDate: (i.markedPaidDateTime ?? new Date()).toISOString() });
}

export async function publishInvoiceCancelled(tx: Tx, i: Invoice): Promise<void> {
  await publishEvent(tx, BillingEvents.InvoiceCancelled, {
    ...facts(i),
    cancelledDate: (i.markedCancelledDateTime ?? new Date()).toISOString(),
  });
}

export async function publishInvoiceDunned(tx: Tx, i: Invoice, dunningDate: string, feeCents: number): Promise<void> {
  await publishEvent(tx, BillingEvents.InvoiceDunned, { ...facts(i), dunningLevel: i.dunningLevel, dunningDate, feeCents });
}
