import nodemailer from 'nodemailer';
import type { NotificationSettings } from '../settings.ts';
import { mailboxDir, writeToMailbox, type StoredMail } from './mailbox.ts';

/** Delivers one rendered mail; answers where it went (for the log). */
export type SendMail = (mail: StoredMail) => Promise<string>;

const running = new WeakMap<NotificationSettings, SendMail>();

/**
 * SMTP through nodemailer when SMTP_URL is set, else the development mailbox folder. One pooled
 * transport per process. The message id is the mail's id, so a receiving server can drop the copy
 * a retried event would send.
 */
export function mailTransportOf(settings: NotificationSettings): SendMail {
  const known = running.get(settings);
  if (known) return known;
  let send: SendMail;
  if (settings.SMTP_URL) {
    const smtp = nodemailer.createTransport(settings.SMTP_URL);
    send = async (mail) => {
      const info = await smtp.sendMail({
        from: settings.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: `<${mail.id}@takt>`,
        headers: { 'Content-Language': mail.locale },
      });
      return `smtp ${info.messageId}`;
    };
  } else {
    const dir = mailboxDir(settings);
    send = (mail) => writeToMailbox(mail, dir);
  }
  running.set(settings, send);
  return send;
}
