import { fromDbDate, lockUntilCommit, toDbDate, type TxClient } from '@takt/kit';
import type { Invoice as InvoiceDto, PaymentStatus, PeriodType } from '@takt/proto';
import type { InvoicePeriod } from '../domain/invoice-period.ts';
import type { Client } from './client.ts';
import type { Invoice, Prisma } from './generated/client.ts';

type Tx = TxClient<Client>;

/**
 * Serialises issuing invoices per company until the transaction ends: "has this attendee an
 * invoice for the period" is then race-free between concurrent runs.
 */
export async function lockInvoiceIssuing(tx: Tx, companyId: string): Promise<void> {
  await lockUntilCommit(tx, `billing.invoice:${companyId}`);
}

/** The next number of the year: the counter row stays locked until commit, a rollback gives the number back. */
export async function takeInvoiceNumber(tx: Tx, year: number): Promise<number> {
  const rows = await tx.$queryRaw<{ lastNumber: number }[]>`
    INSERT INTO invoice_number_counter (year, last_number) VALUES (${year}, 1)
    ON CONFLICT (company_id, year) DO UPDATE SET last_number = invoice_number_counter.last_number + 1
    RETURNING last_number AS "lastNumber"`;
  return rows[0]!.lastNumber;
}

export const findInvoice = (tx: Tx, id: string): Promise<Invoice | null> => tx.invoice.findFirst({ where: { id } });

export async function invoicedForPeriod(tx: Tx, attendeeId: string, periodType: number, start: string): Promise<boolean> {
  return (await tx.invoice.count({ where: { attendeeId, periodType, periodStartDate: toDbDate(start) } })) > 0;
}

export interface NewInvoice {
  id: string;
  invoiceNumber: number;
  invoiceYear: number;
  attendeeId: string;
  attendeeAppUserId: string | null;
  attendeeFullName: string;
  period: InvoicePeriod;
  periodType: number;
  paymentStatus: number;
  dueDate: string;
  runId: string | null;
}

export function insertInvoice(tx: Tx, i: NewInvoice): Promise<Invoice> {
  return tx.invoice.create({
    data: {
      id: i.id,
      invoiceNumber: i.invoiceNumber,
      invoiceYear: i.invoiceYear,
      attendeeId: i.attendeeId,
      attendeeAppUserId: i.attendeeAppUserId,
      attendeeFullName: i.attendeeFullName,
      periodStartDate: toDbDate(i.period.start),
      periodEndDate: toDbDate(i.period.end),
      periodType: i.periodType,
      paymentStatus: i.paymentStatus,
      dueDate: toDbDate(i.dueDate),
      runId: i.runId,
    },
  });
}

export const updateInvoiceRow = (tx: Tx, id: string, data: Prisma.InvoiceUpdateInput): Promise<Invoice> =>
  tx.invoice.update({ where: { id }, data });

/**
 * Sets the invoice's sum to its uncancelled positions and copies its status and number onto
 * them (lists filter positions by the invoice's payment status).
 */
export async function syncInvoice(tx: Tx, id: string): Promise<Invoice> {
  const { _sum } = await tx.invoicePosition.aggregate({ where: { invoiceId: id, canceled: false }, _sum: { centCost: true } });
  const invoice = await tx.invoice.update({ where: { id }, data: { centCostSum: _sum.centCost ?? 0 } });
  await tx.invoicePosition.updateMany({
    where: { invoiceId: id },
    data: { invoicePaymentStatus: invoice.paymentStatus, invoiceNumberString: invoice.invoiceNumberString },
  });
  return invoice;
}

export const dunningDates = (i: Invoice): (string | null)[] =>
  [i.dunningLevel1Date, i.dunningLevel2Date, i.dunningLevel3Date, i.dunningLevel4Date, i.dunningLevel5Date].map((d) =>
    d ? fromDbDate(d) : null,
  );

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toInvoiceDto(i: Invoice): InvoiceDto {
  return {
    id: i.id,
    companyId: i.companyId,
    invoiceNumber: i.invoiceNumber,
    invoiceYear: i.invoiceYear,
    invoiceNumberString: i.invoiceNumberString ?? '',
    attendeeId: i.attendeeId,
    attendeeAppUserId: i.attendeeAppUserId,
    attendeeFullName: i.attendeeFullName,
    periodStartDate: fromDbDate(i.periodStartDate),
    periodEndDate: fromDbDate(i.periodEndDate),
    periodType: i.periodType as PeriodType,
    paymentStatus: i.paymentStatus as PaymentStatus,
    dueDate: i.dueDate ? fromDbDate(i.dueDate) : null,
    dunningLevel: i.dunningLevel,
    dunningLevelDates: dunningDates(i),
    exported: i.exported,
    exportedDateTime: iso(i.exportedDateTime),
    exportedByEmployeeId: i.exportedById,
    markedPaidDateTime: iso(i.markedPaidDateTime),
    markedPaidById: i.markedPaidById,
    markedCancelledDateTime: iso(i.markedCancelledDateTime),
    markedCancelledById: i.markedCancelledById,
    complete: i.complete,
    centCostSum: i.centCostSum,
    createdDate: i.createdDate.toISOString(),
  };
}
