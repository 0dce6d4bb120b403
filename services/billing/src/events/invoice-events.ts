import { fromDbDate, publishEvent, type TxClient } from '@takt/kit';
import { BillingEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { Invoice, InvoicePosition } from '../store/generated/client.ts';

/** Records InvoiceCreated in the outbox of `tx`: notification tells the member. */
export async function publishInvoiceCreated(tx: TxClient<Client>, invoice: Invoice): Promise<void> {
  await publishEvent(tx, BillingEvents.InvoiceCreated, {
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    attendeeId: invoice.attendeeId,
    attendeeAppUserId: invoice.attendeeAppUserId,
    periodStartDate: fromDbDate(invoice.periodStartDate),
    periodEndDate: fromDbDate(invoice.periodEndDate),
  });
}

export async function publishInvoicePositionAdded(tx: TxClient<Client>, position: InvoicePosition): Promise<void> {
  await publishEvent(tx, BillingEvents.InvoicePositionAdded, {
    invoiceId: position.invoiceId,
    positionId: position.id,
    attendeeId: position.forAttendeeId,
    centCost: position.centCost,
  });
}
