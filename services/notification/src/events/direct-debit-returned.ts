import { consumersOf } from '@takt/kit';
import { BillingEvents } from '@takt/proto';
import { directDebitReturnedMessage } from '../domain/direct-debit-message.ts';
import { storeMemberMessage, type MessageOutlets } from '../operations/store-member-message.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const directDebitReturnedConsumer = (out: MessageOutlets) =>
  on(BillingEvents.DirectDebitReturned, (tx, p, envelope) =>
    storeMemberMessage(tx, out, envelope.companyId, p.attendeeAppUserId, directDebitReturnedMessage(p)),
  );
