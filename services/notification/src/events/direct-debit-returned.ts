import { consumersOf, type Bus } from '@takt/kit';
import { BillingEvents } from '@takt/proto';
import { directDebitReturnedMessage } from '../domain/direct-debit-message.ts';
import { storeMemberMessage } from '../operations/store-member-message.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const directDebitReturnedConsumer = (bus: Bus) =>
  on(BillingEvents.DirectDebitReturned, (tx, p, envelope) =>
    storeMemberMessage(tx, bus, envelope.companyId, p.attendeeAppUserId, directDebitReturnedMessage(p)),
  );
