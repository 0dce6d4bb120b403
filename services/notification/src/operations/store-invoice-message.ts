import type { AfterCommit, Bus, TxClient } from '@takt/kit';
import type { BillingEvents, PayloadOf } from '@takt/proto';
import { invoiceCreatedMessage } from '../domain/invoice-message.ts';
import { noticePushMessages } from '../events/push-notice.ts';
import type { Client } from '../store/client.ts';
import { storeMessage } from '../store/messages.ts';

/** A new invoice of a member with a login lands in their bell; connected clients reload after commit. */
export async function storeInvoiceMessage(
  tx: TxClient<Client>,
  bus: Bus,
  companyId: string,
  p: PayloadOf<typeof BillingEvents.InvoiceCreated>,
): Promise<AfterCommit | void> {
  const userId = p.attendeeAppUserId;
  if (!userId) return;
  await storeMessage(tx, userId, invoiceCreatedMessage(p));
  return () => noticePushMessages(bus, companyId, [userId]);
}
