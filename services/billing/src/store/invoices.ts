import { randomUUID } from 'node:crypto';
import { lockUntilCommit, toDbDate, type TxClient } from '@takt/kit';
import { PaymentStatus, PeriodType } from '@takt/proto';
import type { InvoicePeriod } from '../domain/invoice-period.ts';
import type { Client } from './client.ts';
import type { Invoice, InvoicePosition } from './generated/client.ts';

type Tx = TxClient<Client>;

export function findOpenMonthInvoice(tx: Tx, attendeeId: string, period: InvoicePeriod): Promise<Invoice | null> {
  return tx.invoice.findFirst({
    where: { attendeeId, periodType: PeriodType.Month, paymentStatus: PaymentStatus.Open, periodStartDate: toDbDate(period.start) },
  });
}

/**
 * Serialises invoice creation per company until the transaction ends: the next invoice number
 * (max + 1) and the "one open invoice per attendee and month" check are then race-free.
 */
export async function lockInvoiceNumbers(tx: Tx, companyId: string): Promise<void> {
  await lockUntilCommit(tx, `billing.invoice:${companyId}`);
}

export async function nextInvoiceNumber(tx: Tx): Promise<number> {
  const { _max } = await tx.invoice.aggregate({ _max: { invoiceNumber: true } });
  return (_max.invoiceNumber ?? 0) + 1;
}

export function createMonthInvoice(
  tx: Tx,
  data: { invoiceNumber: number; attendeeId: string; attendeeAppUserId: string | null; period: InvoicePeriod },
): Promise<Invoice> {
  return tx.invoice.create({
    data: {
      id: randomUUID(),
      invoiceNumber: data.invoiceNumber,
      attendeeId: data.attendeeId,
      attendeeAppUserId: data.attendeeAppUserId,
      periodStartDate: toDbDate(data.period.start),
      periodEndDate: toDbDate(data.period.end),
      periodType: PeriodType.Month,
      paymentStatus: PaymentStatus.Open,
    },
  });
}

export function findPositionOfAttendance(tx: Tx, attendanceId: string): Promise<InvoicePosition | null> {
  return tx.invoicePosition.findFirst({ where: { sourceAttendanceId: attendanceId } });
}

/** Adds a position and keeps the invoice's cent sum in step, in the caller's transaction. */
export async function addPosition(
  tx: Tx,
  invoiceId: string,
  data: { forAttendeeId: string; description: string; centCost: number; sourceAppointmentId: string; sourceAttendanceId: string },
): Promise<InvoicePosition> {
  const position = await tx.invoicePosition.create({ data: { id: randomUUID(), invoiceId, ...data } });
  await tx.invoice.update({ where: { id: invoiceId }, data: { centCostSum: { increment: data.centCost } } });
  return position;
}

export function findInvoice(tx: Tx, id: string): Promise<Invoice | null> {
  return tx.invoice.findFirst({ where: { id } });
}
