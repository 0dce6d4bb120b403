import { toDbDate, type Db } from '@takt/kit';
import type { InvoicePositionUpdate, UserCaller } from '@takt/proto';
import { publishInvoicePositionChanged } from '../events/invoice-events.ts';
import type { Client } from '../store/client.ts';
import type { InvoicePosition } from '../store/generated/client.ts';
import { syncInvoice } from '../store/invoices.ts';
import { updatePositionRow } from '../store/positions.ts';
import { requireEditablePosition } from './position-steps.ts';

/** Edits text, note, amount and date while the position is pending or its invoice open (who and when). */
export async function updateInvoicePosition(
  db: Db<Client>,
  caller: UserCaller,
  id: string,
  input: InvoicePositionUpdate,
): Promise<InvoicePosition> {
  return db.tx(async (tx) => {
    const before = await requireEditablePosition(tx, id);
    const position = await updatePositionRow(tx, id, {
      description: input.description,
      note: input.note ?? null,
      centCost: input.centCost,
      positionDate: toDbDate(input.date),
      editedDate: new Date(),
      editedById: caller.userId,
    });
    if (before.invoiceId) await syncInvoice(tx, before.invoiceId);
    await publishInvoicePositionChanged(tx, position);
    return position;
  });
}
