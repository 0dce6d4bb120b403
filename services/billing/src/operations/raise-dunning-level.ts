import { fail, localDate, toDbDate, type Db } from '@takt/kit';
import { ErrorCode, type UserCaller } from '@takt/proto';
import { dunningFee, dunningFeeText, nextDunningLevel, type PaymentState } from '../domain/invoice-state.ts';
import { publishInvoiceDunned, publishInvoicePositionAdded } from '../events/invoice-events.ts';
import type { Client } from '../store/client.ts';
import type { Invoice } from '../store/generated/client.ts';
import { syncInvoice, updateInvoiceRow } from '../store/invoices.ts';
import { insertPosition } from '../store/positions.ts';
import { readSettings } from '../store/settings.ts';
import { requireInvoice } from './invoice-status-steps.ts';

/**
 * Raises an open invoice's dunning level by one, dated today; the level's fee (company setting)
 * is added as a position and the member is told (InvoiceDunned). Past level 5 or on a paid or
 * cancelled invoice: 409 invoice_not_open, or validation_failed at the last level.
 */
export async function raiseDunningLevel(db: Db<Client>, _caller: UserCaller, id: string): Promise<Invoice> {
  return db.tx(async (tx) => {
    const invoice = await requireInvoice(tx, id);
    const level = nextDunningLevel(invoice.paymentStatus as PaymentState, invoice.dunningLevel);
    if (typeof level !== 'number') {
      if (level.problem === 'not_open') throw fail(ErrorCode.InvoiceNotOpen);
      throw fail(ErrorCode.ValidationFailed, 'The invoice is at the last dunning level', {
        fields: [{ field: 'dunningLevel', message: 'already at level 5' }],
      });
    }
    const today = localDate();
    const fee = dunningFee((await readSettings(tx)).dunningFees, level);
    await updateInvoiceRow(tx, id, { dunningLevel: level, [`dunningLevel${level}Date`]: toDbDate(today) });
    if (fee > 0) {
      const position = await insertPosition(tx, {
        invoiceId: id,
        forAttendeeId: invoice.attendeeId,
        attendeeFullName: invoice.attendeeFullName,
        description: dunningFeeText(level),
        centCost: fee,
        date: today,
        sourceDunningLevel: level,
      });
      await publishInvoicePositionAdded(tx, position);
    }
    const dunned = await syncInvoice(tx, id);
    await publishInvoiceDunned(tx, dunned, today, fee);
    return dunned;
  });
}
