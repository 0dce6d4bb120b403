import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import { addDays, type InvoicePeriod } from '../domain/invoice-period.ts';
import { publishInvoiceCreated } from '../events/invoice-events.ts';
import type { Client } from '../store/client.ts';
import type { Invoice } from '../store/generated/client.ts';
import { insertInvoice, takeInvoiceNumber } from '../store/invoices.ts';

export interface Issue {
  attendee: { id: string; applicationUserId: string | null; fullName: string };
  period: InvoicePeriod;
  periodType: number;
  /** The invoice date (local): its year numbers the invoice, due days count from it. */
  today: string;
  dueDays: number;
  runId?: string | null;
}

/**
 * Issues an invoice in `tx`: the next number of the year (gap-free, given back on rollback), due
 * date, the attendee's name, announced with InvoiceCreated. Positions are put on it by the caller.
 */
export async function issueInvoice(tx: TxClient<Client>, issue: Issue): Promise<Invoice> {
  const year = Number(issue.today.slice(0, 4));
  const invoice = await insertInvoice(tx, {
    id: randomUUID(),
    invoiceNumber: await takeInvoiceNumber(tx, year),
    invoiceYear: year,
    attendeeId: issue.attendee.id,
    attendeeAppUserId: issue.attendee.applicationUserId,
    attendeeFullName: issue.attendee.fullName,
    period: issue.period,
    periodType: issue.periodType,
    paymentStatus: 0,
    dueDate: addDays(issue.today, issue.dueDays),
    runId: issue.runId ?? null,
  });
  await publishInvoiceCreated(tx, invoice);
  return invoice;
}
