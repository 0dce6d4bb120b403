import { on, type Bus } from '@takt/kit';
import { BillingEvents } from '@takt/proto';
import { storeInvoiceMessage } from '../operations/store-invoice-message.ts';
import type { Client } from '../store/client.ts';

export const invoiceCreatedConsumer = (bus: Bus) =>
  on<Client, typeof BillingEvents.InvoiceCreated>(BillingEvents.InvoiceCreated, (tx, p, envelope) =>
    storeInvoiceMessage(tx, bus, envelope.companyId, p),
  );
