import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { withPositions } from './export-steps.ts';
import { requireInvoice } from './invoice-status-steps.ts';

/** Spec ExportSingleInvoice: one invoice with its positions; nothing is marked. */
export async function exportSingleInvoice(db: Db<Client>, invoiceId: string, culture: string) {
  return db.tx(async (tx) => ({
    culture,
    exportedDateTime: new Date().toISOString(),
    invoices: await withPositions(tx, [await requireInvoice(tx, invoiceId)]),
  }));
}
