import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import { PaymentStatus } from '@takt/proto';
import type { Client } from './client.ts';
import type { Invoice } from './generated/client.ts';

type Tx = TxClient<Client>;

/**
 * A returned invoice is open again (no batch), one dunning level higher, and carries the bank's
 * fee as a position; the cent sum keeps step with the positions.
 */
export async function reopenWithFee(tx: Tx, invoice: Invoice, fee: { cents: number; text: string }): Promise<Invoice> {
  if (fee.cents > 0) {
    await tx.invoicePosition.create({
      data: { id: randomUUID(), invoiceId: invoice.id, forAttendeeId: invoice.attendeeId, description: fee.text, centCost: fee.cents },
    });
  }
  return tx.invoice.update({
    where: { id: invoice.id },
    data: {
      paymentStatus: PaymentStatus.Open,
      collectedBatchId: null,
      dunningLevel: { increment: 1 },
      centCostSum: { increment: fee.cents },
    },
  });
}

/** Whether re-opening would give the attendee a second open invoice for the month (the partial unique index forbids it). */
export async function otherOpenMonthInvoice(tx: Tx, invoice: Invoice): Promise<boolean> {
  if (invoice.periodType !== 0) return false;
  const other = await tx.invoice.findFirst({
    where: {
      id: { not: invoice.id },
      attendeeId: invoice.attendeeId,
      periodType: 0,
      paymentStatus: PaymentStatus.Open,
      periodStartDate: invoice.periodStartDate,
    },
    select: { id: true },
  });
  return other !== null;
}
