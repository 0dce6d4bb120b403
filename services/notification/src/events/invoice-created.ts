import { on, type Bus } from '@takt/kit';
import { BillingEvents } from '@takt/proto';
import { invoiceCreatedMessage } from '../domain/invoice-message.ts';
import type { Client } from '../store/client.ts';
import { storeMessage } from '../store/messages.ts';
import { noticePushMessages } from './push-notice.ts';

/** A new invoice of a member with a login lands in their bell; connected clients reload after commit. */
export const invoiceCreatedConsumer = (bus: Bus) =>
  on<Client, typeof BillingEvents.InvoiceCreated>(BillingEvents.InvoiceCreated, async (tx, p, envelope) => {
    const userId = p.attendeeAppUserId;
    if (!userId) return;
    await storeMessage(tx, userId, invoiceCreatedMessage(p));
    return () => noticePushMessages(bus, envelope.companyId, [userId]);
  });
