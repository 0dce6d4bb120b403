import { lockUntilCommit, toDbDate, type TxClient } from '@takt/kit';
import { PaymentStatus } from '@takt/proto';
import type { Client } from './client.ts';
import type { DirectDebitBatch, DirectDebitTransaction, Invoice } from './generated/client.ts';

type Tx = TxClient<Client>;

/** One direct-debit run per company at a time: the second waits and then finds the invoices collected. */
export async function lockDirectDebits(tx: Tx, companyId: string): Promise<void> {
  await lockUntilCommit(tx, `billing.direct-debit:${companyId}`);
}

/** Open invoices no batch has collected whose period has begun by the date, oldest number first. */
export function collectableInvoices(tx: Tx, collectionDate: string): Promise<Invoice[]> {
  return tx.invoice.findMany({
    where: { paymentStatus: PaymentStatus.Open, collectedBatchId: null, periodStartDate: { lte: toDbDate(collectionDate) } },
    orderBy: { invoiceNumber: 'asc' },
  });
}

export function createBatch(
  tx: Tx,
  data: Pick<DirectDebitBatch, 'id' | 'messageId' | 'format' | 'numberOfTransactions' | 'controlSumCents' | 'xml' | 'createdById'> & {
    collectionDate: string;
  },
): Promise<DirectDebitBatch> {
  return tx.directDebitBatch.create({ data: { ...data, collectionDate: toDbDate(data.collectionDate) } });
}

export async function createTransactions(
  tx: Tx,
  rows: Omit<DirectDebitTransaction, 'companyId' | 'returnedDate' | 'returnReason'>[],
): Promise<void> {
  await tx.directDebitTransaction.createMany({ data: rows });
}

/**
 * Collected invoices count as paid, marked with their batch, but only while open, uncollected and
 * still of the amount the file collects: a position added meanwhile (PostgreSQL re-checks the
 * condition on the newest row) leaves the invoice out, and the count tells the caller.
 */
export async function markInvoicesCollected(tx: Tx, invoices: { id: string; cents: number }[], batchId: string): Promise<number> {
  return tx.$executeRaw`
    UPDATE invoice i SET payment_status = ${PaymentStatus.Paid}, collected_batch_id = ${batchId}::uuid
    FROM unnest(${invoices.map((v) => v.id)}::uuid[], ${invoices.map((v) => v.cents)}::int[]) AS v(id, cents)
    WHERE i.id = v.id AND i.cent_cost_sum = v.cents AND i.payment_status = ${PaymentStatus.Open} AND i.collected_batch_id IS NULL`;
}

export function findBatch(tx: Tx, id: string): Promise<DirectDebitBatch | null> {
  return tx.directDebitBatch.findUnique({ where: { id } });
}

/** Returned transactions per batch, for the batch list. */
export async function returnedCounts(tx: Tx, batchIds: string[]): Promise<Map<string, number>> {
  const groups = await tx.directDebitTransaction.groupBy({
    by: ['batchId'],
    where: { batchId: { in: batchIds }, returnedDate: { not: null } },
    _count: { _all: true },
  });
  return new Map(groups.map((g) => [g.batchId, g._count._all]));
}

export function transactionsByEndToEnd(tx: Tx, endToEndIds: string[]): Promise<(DirectDebitTransaction & { invoice: Invoice })[]> {
  return tx.directDebitTransaction.findMany({ where: { endToEndId: { in: endToEndIds } }, include: { invoice: true } });
}

/** Marks a transaction returned once; answers false when it was already (a second import). */
export async function markReturned(tx: Tx, id: string, reason: string | null): Promise<boolean> {
  const { count } = await tx.directDebitTransaction.updateMany({
    where: { id, returnedDate: null },
    data: { returnedDate: new Date(), returnReason: reason },
  });
  return count === 1;
}
