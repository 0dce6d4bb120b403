import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, useTestService } from '@takt/kit/testing';
import { IdentityEvents } from '@takt/proto';
import { notificationService } from '../src/service.ts';

// A private mail folder per test file.
const mailbox = mkdtempSync(join(tmpdir(), 'takt-mailbox-'));
afterAll(() => rmSync(mailbox, { recursive: true, force: true }));

const t = useTestService(notificationService, { settings: { MAILBOX_DIR: mailbox, MAIL_LINK_BASE_URL: 'https://app.example.com' } });

const readMail = (id: string) => JSON.parse(readFileSync(join(mailbox, `${id}.json`), 'utf8'));

describe('mail', () => {
  it('writes a requested mail into the mailbox with the rendered subject and link, once per event', async () => {
    const companyId = randomUUID();
    const userId = randomUUID();
    const envelope = await t.emit(IdentityEvents.MailRequested, companyId, {
      to: 'anna@example.com',
      template: 'password-reset',
      locale: 'de',
      userId,
      variables: { firstName: 'Anna', link: `/new-password/k3y/user/${userId}`, validMinutes: '60' },
    });
    const mail = await eventually(async () => (readdirSync(mailbox).includes(`${envelope.id}.json`) ? readMail(envelope.id) : undefined));
    expect(mail).toMatchObject({
      to: 'anna@example.com',
      subject: 'Passwort zurücksetzen',
      companyId,
      template: 'password-reset',
      locale: 'de',
    });
    expect(mail.text).toContain(`https://app.example.com/new-password/k3y/user/${userId}`);
    expect(mail.text).toContain('Hallo Anna,');

    // A redelivery is a duplicate for the inbox and leaves the one file alone.
    const duplicates = t.svc.stats.duplicates;
    await t.redeliver(envelope);
    await eventually(async () => (t.svc.stats.duplicates > duplicates ? true : undefined));
    expect(readdirSync(mailbox).filter((f) => f.endsWith('.json'))).toHaveLength(1);
  });

  it('renders English when asked', async () => {
    const envelope = await t.emit(IdentityEvents.MailRequested, randomUUID(), {
      to: 'ben@example.com',
      template: 'email-confirmation',
      locale: 'en',
      variables: { firstName: 'Ben', link: '/confirm-email?userId=1&key=2' },
    });
    const mail = await eventually(async () => (readdirSync(mailbox).includes(`${envelope.id}.json`) ? readMail(envelope.id) : undefined));
    expect(mail.subject).toBe('Please confirm your e-mail address');
    expect(mail.text).toContain('https://app.example.com/confirm-email?userId=1&key=2');
  });

  it.each([
    ['password-reset', 'de', 'Passwort zurücksetzen', 'Hallo Eva,'],
    ['password-reset', 'en', 'Reset your password', 'Hello Eva,'],
    ['manual-password-reset', 'de', 'Neues Passwort festlegen', 'Hallo Eva,'],
    ['manual-password-reset', 'en', 'Set a new password', 'Hello Eva,'],
    ['email-confirmation', 'de', 'Bitte bestätigen Sie Ihre E-Mail-Adresse', 'Hallo Eva,'],
    ['email-confirmation', 'en', 'Please confirm your e-mail address', 'Hello Eva,'],
  ] as const)('%s in %s', async (template, locale, subject, greeting) => {
    const envelope = await t.emit(IdentityEvents.MailRequested, randomUUID(), {
      to: 'eva@example.com',
      template,
      locale,
      variables: { firstName: 'Eva', link: '/somewhere?key=1', userName: 'eva' },
    });
    const mail = await eventually(async () => (readdirSync(mailbox).includes(`${envelope.id}.json`) ? readMail(envelope.id) : undefined));
    expect(mail).toMatchObject({ subject, locale, template });
    expect(mail.text).toMatch(new RegExp(`^${greeting}`));
    expect(mail.text).toContain('https://app.example.com/somewhere?key=1');
  });

  it('refuses a mail request that carries a password', () => {
    const parsed = IdentityEvents.MailRequested.payload.safeParse({
      to: 'a@example.com',
      template: 'password-reset',
      locale: 'de',
      variables: { password: 'Geheim#2026' },
    });
    expect(parsed.success).toBe(false);
  });
});
