import { consumersOf } from '@takt/kit';
import { BillingEvents } from '@takt/proto';
import { invoiceCreatedMessage } from '../domain/invoice-message.ts';
import type { MessageOutlets } from '../operations/store-member-message.ts';
import { tellMember } from '../operations/tell-member.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const invoiceCreatedConsumer = (out: MessageOutlets) =>
  on(BillingEvents.InvoiceCreated, (tx, p, envelope) =>
    tellMember(tx, out, envelope, p.attendeeAppUserId, { mail: { template: 'invoice-created', ...p }, message: invoiceCreatedMessage(p) }),
  );
