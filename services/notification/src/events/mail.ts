import { on, type Logger } from '@takt/kit';
import { IdentityEvents } from '@takt/proto';
import { mailLinkBaseUrl, writeToMailbox } from '../mail/mailbox.ts';
import { renderMail } from '../mail/render-mail.ts';
import type { Client } from '../store/client.ts';

/**
 * Identity asked for a mail: render it in the requested language and deliver it. Delivery happens
 * inside the inbox transaction, so a failed write is retried; the file is named by the event id,
 * so a retry after a late failure overwrites the same mail instead of sending a second one.
 */
export const mailRequestedConsumer = (log: Logger) =>
  on<Client, typeof IdentityEvents.MailRequested>(IdentityEvents.MailRequested, async (_tx, p, envelope) => {
    const rendered = renderMail(p, mailLinkBaseUrl());
    const file = await writeToMailbox({
      id: envelope.id,
      companyId: envelope.companyId,
      template: p.template,
      locale: p.locale,
      createdAt: envelope.occurredAt,
      ...rendered,
    });
    log.info({ template: p.template, file }, 'mail written to the mailbox');
  });
