import type { TxClient } from '@takt/kit';
import { PaymentStatus } from '@takt/proto';
import type { Client } from './client.ts';
import type { Invoice } from './generated/client.ts';

type Tx = TxClient<Client>;

/** A returned invoice is open again: no batch, no longer marked paid. */
export function reopenReturned(tx: Tx, invoice: Invoice): Promise<Invoice> {
  return tx.invoice.update({
    where: { id: invoice.id },
    data: { paymentStatus: PaymentStatus.Open, collectedBatchId: null, markedPaidDateTime: null, markedPaidById: null },
  });
}
