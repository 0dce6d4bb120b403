import { consumersOf } from '@takt/kit';
import { BillingEvents } from '@takt/proto';
import { invoiceCreatedMessage } from '../domain/invoice-message.ts';
import { storeMemberMessage, type MessageOutlets } from '../operations/store-member-message.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const invoiceCreatedConsumer = (out: MessageOutlets) =>
  on(BillingEvents.InvoiceCreated, (tx, p, envelope) =>
    storeMemberMessage(tx, out, envelope.companyId, p.attendeeAppUserId, invoiceCreatedMessage(p)),
  );
