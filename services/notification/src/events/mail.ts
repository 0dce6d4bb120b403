import { consumersOf, type Logger } from '@takt/kit';
import { IdentityEvents } from '@takt/proto';
import { deliverMail } from '../operations/deliver-mail.ts';
import type { NotificationSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const mailRequestedConsumer = (log: Logger, settings: NotificationSettings) =>
  on(IdentityEvents.MailRequested, (_tx, p, envelope) => deliverMail(log, settings, p, envelope));
