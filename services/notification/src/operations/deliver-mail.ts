import type { Logger } from '@takt/kit';
import type { Envelope, IdentityEvents, PayloadOf } from '@takt/proto';
import { mailboxDir, writeToMailbox } from '../mail/mailbox.ts';
import { renderMail } from '../mail/render-mail.ts';
import type { NotificationSettings } from '../settings.ts';

/**
 * Renders a requested mail in its language and delivers it. Delivery happens inside the inbox
 * transaction, so a failed write is retried; the file is named by the event id, so a retry after
 * a late failure overwrites the same mail instead of sending a second one.
 */
export async function deliverMail(
  log: Logger,
  settings: NotificationSettings,
  p: PayloadOf<typeof IdentityEvents.MailRequested>,
  envelope: Envelope,
): Promise<void> {
  const rendered = renderMail(p, settings.MAIL_LINK_BASE_URL);
  const file = await writeToMailbox(
    {
      id: envelope.id,
      companyId: envelope.companyId,
      template: p.template,
      locale: p.locale,
      createdAt: envelope.occurredAt,
      ...rendered,
    },
    mailboxDir(settings),
  );
  log.info({ template: p.template, file }, 'mail written to the mailbox');
}
