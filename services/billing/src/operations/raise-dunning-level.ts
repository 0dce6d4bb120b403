import { fail, type Db } from '@takt/kit';
import { ErrorCode, type UserCaller } from '@takt/proto';
import { publishInvoiceDunned } from '../events/invoice-events.ts';
import type { Client } from '../store/client.ts';
import type { Invoice } from '../store/generated/client.ts';
import { syncInvoice } from '../store/invoices.ts';
import { dunInTx } from './dunning-steps.ts';
import { requireInvoice } from './invoice-status-steps.ts';

/**
 * Raises an open invoice's dunning level by one, dated today; the level's fee (company setting)
 * is added as a position and the member is told (InvoiceDunned). Past level 5 or on a paid or
 * cancelled invoice: 409 invoice_not_open, or validation_failed at the last level.
 */
export async function raiseDunningLevel(db: Db<Client>, _caller: UserCaller, id: string): Promise<Invoice> {
  return db.tx(async (tx) => {
    const step = await dunInTx(tx, await requireInvoice(tx, id));
    if ('problem' in step) {
      if (step.problem === 'not_open') throw fail(ErrorCode.InvoiceNotOpen);
      throw fail(ErrorCode.ValidationFailed, 'The invoice is at the last dunning level', {
        fields: [{ field: 'dunningLevel', message: 'already at level 5' }],
      });
    }
    const dunned = await syncInvoice(tx, id);
    await publishInvoiceDunned(tx, dunned, step.date, step.fee);
    return dunned;
  });
}
