import type { Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import { publishInvoicePositionChanged } from '../events/invoice-events.ts';
import type { Client } from '../store/client.ts';
import type { InvoicePosition } from '../store/generated/client.ts';
import { syncInvoice } from '../store/invoices.ts';
import { findPosition, updatePositionRow } from '../store/positions.ts';
import { requireEditablePosition } from './position-steps.ts';

/** Takes a cancellation back: the position counts again; who did it is kept as the last edit. */
export async function unCancelInvoicePosition(db: Db<Client>, caller: UserCaller, id: string): Promise<InvoicePosition> {
  return db.tx(async (tx) => {
    const before = await requireEditablePosition(tx, id);
    if (!before.canceled) return before;
    await updatePositionRow(tx, id, {
      canceled: false,
      canceledDate: null,
      canceledById: null,
      editedDate: new Date(),
      editedById: caller.userId,
    });
    if (before.invoiceId) await syncInvoice(tx, before.invoiceId);
    const after = (await findPosition(tx, id))!;
    await publishInvoicePositionChanged(tx, after);
    return after;
  });
}
