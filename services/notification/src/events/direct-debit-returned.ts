import { consumersOf } from '@takt/kit';
import { BillingEvents } from '@takt/proto';
import { directDebitReturnedMessage } from '../domain/direct-debit-message.ts';
import type { MessageOutlets } from '../operations/store-member-message.ts';
import { tellMember } from '../operations/tell-member.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const directDebitReturnedConsumer = (out: MessageOutlets) =>
  on(BillingEvents.DirectDebitReturned, (tx, p, envelope) =>
    tellMember(tx, out, envelope, p.attendeeAppUserId, {
      mail: { template: 'direct-debit-returned', ...p },
      message: directDebitReturnedMessage(p),
    }),
  );
