import { fail, notFound, type TxClient } from '@takt/kit';
import { ErrorCode, type UserCaller } from '@takt/proto';
import { canChangeStatus, type PaymentState } from '../domain/invoice-state.ts';
import { publishInvoiceCancelled, publishInvoicePaid } from '../events/invoice-events.ts';
import type { Client } from '../store/client.ts';
import type { Invoice } from '../store/generated/client.ts';
import { findInvoice, syncInvoice, updateInvoiceRow } from '../store/invoices.ts';

type Tx = TxClient<Client>;

export async function requireInvoice(tx: Tx, id: string): Promise<Invoice> {
  const invoice = await findInvoice(tx, id);
  if (!invoice) throw notFound('Invoice');
  return invoice;
}

/** Open → Paid or Cancelled (who and when), Paid → Open; anything else 409 invoice_not_open. */
export async function applyStatus(tx: Tx, caller: UserCaller, id: string, to: PaymentState): Promise<Invoice> {
  const invoice = await requireInvoice(tx, id);
  const from = invoice.paymentStatus as PaymentState;
  if (!canChangeStatus(from, to)) throw fail(ErrorCode.InvoiceNotOpen);
  if (from === to) return invoice;
  const now = new Date();
  await updateInvoiceRow(tx, id, {
    paymentStatus: to,
    ...(to === 1 ? { markedPaidDateTime: now, markedPaidById: caller.userId } : {}),
    ...(to === 2 ? { markedCancelledDateTime: now, markedCancelledById: caller.userId } : {}),
    ...(to === 0 ? { markedPaidDateTime: null, markedPaidById: null } : {}),
  });
  const changed = await syncInvoice(tx, id);
  if (to === 1) await publishInvoicePaid(tx, changed);
  if (to === 2) await publishInvoiceCancelled(tx, changed);
  return changed;
}
