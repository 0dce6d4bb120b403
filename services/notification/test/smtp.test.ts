import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, payloadOf, useTestService } from '@takt/kit/testing';
import { BillingEvents, IdentityEvents, MembershipEvents } from '@takt/proto';
import { notificationService } from '../src/service.ts';
import { SmtpReceiver } from './smtp-receiver.ts';

const smtp = await SmtpReceiver.start();
const mailbox = mkdtempSync(join(tmpdir(), 'takt-smtp-'));
afterAll(async () => {
  await smtp.stop();
  rmSync(mailbox, { recursive: true, force: true });
});

const t = useTestService(notificationService, {
  settings: { SMTP_URL: smtp.url, MAIL_FROM: 'Studio <studio@example.com>', MAILBOX_DIR: mailbox },
});

describe('mail through SMTP when SMTP_URL is set', () => {
  it('sends a member mail through nodemailer in the member’s language, and nothing into the mailbox', async () => {
    const companyId = randomUUID();
    const userId = randomUUID();
    await t.announce(
      MembershipEvents.AttendeeCreated,
      companyId,
      payloadOf(MembershipEvents.AttendeeCreated, { applicationUserId: userId, email: 'ben@example.com', firstName: 'Ben' }),
    );
    await t.announce(IdentityEvents.UserLanguageChanged, companyId, { userId, language: 'en' });
    const e = await t.emit(
      BillingEvents.InvoiceCreated,
      companyId,
      payloadOf(BillingEvents.InvoiceCreated, { attendeeAppUserId: userId, invoiceNumber: 12 }),
    );

    const mail = await eventually(async () => smtp.mails.find((m) => m.data.includes(`${e.id}@takt`)));
    expect(mail.from).toContain('studio@example.com');
    expect(mail.to.join()).toContain('ben@example.com');
    expect(mail.data).toContain('Subject: New invoice no. 12');
    expect(mail.data).toContain('Hello Ben,');
    expect(mail.data).toMatch(/Content-Language: en/i);
    expect(readdirSync(mailbox)).toEqual([]);
  });
});
