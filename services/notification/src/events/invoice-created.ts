import { consumersOf, type Bus } from '@takt/kit';
import { BillingEvents } from '@takt/proto';
import { storeInvoiceMessage } from '../operations/store-invoice-message.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const invoiceCreatedConsumer = (bus: Bus) =>
  on(BillingEvents.InvoiceCreated, (tx, p, envelope) => storeInvoiceMessage(tx, bus, envelope.companyId, p));
