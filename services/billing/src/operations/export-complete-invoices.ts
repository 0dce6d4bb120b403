import type { Db } from '@takt/kit';
import type { ExportCompleteInvoicesInput, UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { findInvoice } from '../store/invoices.ts';
import { invoicesToExport, markExported } from '../store/exports.ts';
import { applyStatus } from './invoice-status-steps.ts';
import { withPositions } from './export-steps.ts';

/**
 * Spec ExportCompleteInvoices: the complete invoices not yet exported (or all, when asked), of a
 * month or year if given, marked exported by the caller now, and paid when asked (open ones).
 */
export async function exportCompleteInvoices(db: Db<Client>, caller: UserCaller, input: ExportCompleteInvoicesInput, culture: string) {
  return db.tx(async (tx) => {
    const now = new Date();
    const chosen = await invoicesToExport(tx, {
      includeExported: input.exportPreviouslyExportedInvoices,
      month: input.exportForMonth,
      year: input.exportForYear,
    });
    const ids = chosen.map((i) => i.id);
    await markExported(tx, ids, caller.userId, now);
    if (input.markExportedInvoicesPaid) {
      for (const i of chosen.filter((c) => c.paymentStatus === 0)) await applyStatus(tx, caller, i.id, 1);
    }
    const fresh = await Promise.all(ids.map(async (id) => (await findInvoice(tx, id))!));
    return { culture, exportedDateTime: now.toISOString(), invoices: await withPositions(tx, fresh) };
  });
}
