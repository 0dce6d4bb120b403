import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import type { Invoice, Prisma } from './generated/client.ts';

type Tx = TxClient<Client>;
const CANCELLED = 2;

export interface ExportFilter {
  includeExported: boolean;
  month?: number | null;
  year?: number | null;
}

/** Complete, uncancelled invoices (not yet exported unless asked), optionally of one month or year by period start. */
function exportWhere(f: ExportFilter): Prisma.InvoiceWhereInput {
  const range = (from: Date, to: Date) => ({ periodStartDate: { gte: from, lt: to } });
  const y = f.year ?? null;
  return {
    complete: true,
    paymentStatus: { not: CANCELLED },
    ...(f.includeExported ? {} : { exported: false }),
    ...(y && f.month ? range(new Date(Date.UTC(y, f.month - 1, 1)), new Date(Date.UTC(y, f.month, 1))) : {}),
    ...(y && !f.month ? range(new Date(Date.UTC(y, 0, 1)), new Date(Date.UTC(y + 1, 0, 1))) : {}),
  };
}

export const invoicesToExport = (tx: Tx, f: ExportFilter): Promise<Invoice[]> =>
  tx.invoice.findMany({ where: exportWhere(f), orderBy: [{ invoiceYear: 'asc' }, { invoiceNumber: 'asc' }] });

export const countToExport = (tx: Tx): Promise<number> => tx.invoice.count({ where: exportWhere({ includeExported: false }) });

export async function markExported(tx: Tx, ids: string[], byId: string, at: Date): Promise<void> {
  await tx.invoice.updateMany({ where: { id: { in: ids } }, data: { exported: true, exportedDateTime: at, exportedById: byId } });
}
