import { consumersOf, type Bus } from '@takt/kit';
import { BillingEvents } from '@takt/proto';
import { invoiceCreatedMessage } from '../domain/invoice-message.ts';
import { storeMemberMessage } from '../operations/store-member-message.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const invoiceCreatedConsumer = (bus: Bus) =>
  on(BillingEvents.InvoiceCreated, (tx, p, envelope) =>
    storeMemberMessage(tx, bus, envelope.companyId, p.attendeeAppUserId, invoiceCreatedMessage(p)),
  );
