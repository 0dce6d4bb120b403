import type { Logger } from '@takt/kit';
import type { Envelope, IdentityEvents, PayloadOf } from '@takt/proto';
import { mailTransportOf } from '../mail/transport.ts';
import { renderMail } from '../mail/render-mail.ts';
import type { NotificationSettings } from '../settings.ts';

/**
 * Renders a requested mail in its language and delivers it. Delivery happens inside the inbox
 * transaction, so a failed send is retried; the mail's id is the event id (the mailbox file
 * overwrites itself, SMTP carries it as the message id).
 */
export async function deliverMail(
  log: Logger,
  settings: NotificationSettings,
  p: PayloadOf<typeof IdentityEvents.MailRequested>,
  envelope: Envelope,
): Promise<void> {
  const rendered = renderMail(p, settings.MAIL_LINK_BASE_URL);
  const where = await mailTransportOf(settings)({
    id: envelope.id,
    companyId: envelope.companyId,
    template: p.template,
    locale: p.locale,
    createdAt: envelope.occurredAt,
    ...rendered,
  });
  log.info({ template: p.template, where }, 'mail delivered');
}
