import { on, type Logger } from '@takt/kit';
import { IdentityEvents } from '@takt/proto';
import { deliverMail } from '../operations/deliver-mail.ts';
import type { Client } from '../store/client.ts';

export const mailRequestedConsumer = (log: Logger) =>
  on<Client, typeof IdentityEvents.MailRequested>(IdentityEvents.MailRequested, (_tx, p, envelope) => deliverMail(log, p, envelope));
