import { publishEvent, type TxClient } from '@takt/kit';
import { BillingEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { Invoice } from '../store/generated/client.ts';

/** Records DirectDebitReturned in the outbox of `tx`: notification tells the member. */
export async function publishDirectDebitReturned(
  tx: TxClient<Client>,
  invoice: Invoice,
  facts: { amountCents: number; feeCents: number; reasonCode: string | null },
): Promise<void> {
  await publishEvent(tx, BillingEvents.DirectDebitReturned, {
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    attendeeId: invoice.attendeeId,
    attendeeAppUserId: invoice.attendeeAppUserId,
    ...facts,
  });
}
