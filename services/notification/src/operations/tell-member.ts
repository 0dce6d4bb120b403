import type { AfterCommit, TxClient } from '@takt/kit';
import type { Envelope } from '@takt/proto';
import type { PushMessageText } from '../domain/invoice-message.ts';
import { memberMailText, type MemberMail } from '../domain/member-mails.ts';
import { absoluteLink } from '../mail/render-mail.ts';
import { mailTransportOf } from '../mail/transport.ts';
import type { Client } from '../store/client.ts';
import { memberContactOf } from '../store/member-contacts.ts';
import { storeMemberMessage, type MessageOutlets } from './store-member-message.ts';

/**
 * Tells a member what happened: a mail in their language to their address (inside the inbox
 * transaction, so a failed send is retried; the mail's id is the event id) and, when there is
 * one, a bell message with its push after the commit. A member without a login, or without a
 * known address, gets what they can.
 */
export async function tellMember(
  tx: TxClient<Client>,
  out: MessageOutlets,
  envelope: Envelope,
  userId: string | null,
  told: { mail?: MemberMail; message?: PushMessageText },
): Promise<AfterCommit | void> {
  if (!userId) return;
  const contact = told.mail ? await memberContactOf(tx, userId) : null;
  if (told.mail && contact?.email) {
    const text = memberMailText(contact.language, contact.firstName, told.mail, (path) =>
      absoluteLink(out.settings.MAIL_LINK_BASE_URL, path),
    );
    const where = await mailTransportOf(out.settings)({
      id: envelope.id,
      companyId: envelope.companyId,
      template: told.mail.template,
      locale: contact.language,
      createdAt: envelope.occurredAt,
      to: contact.email,
      subject: text.subject,
      text: text.text,
    });
    out.push.log.info({ template: told.mail.template, where }, 'member mail delivered');
  }
  if (told.message) return storeMemberMessage(tx, out, envelope.companyId, userId, told.message);
}
