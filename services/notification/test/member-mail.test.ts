import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, payloadOf, useTestService } from '@takt/kit/testing';
import { BillingEvents, BookingEvents, GdprEvents, IdentityEvents, MembershipEvents } from '@takt/proto';
import { notificationService } from '../src/service.ts';

const mailbox = mkdtempSync(join(tmpdir(), 'takt-member-mail-'));
afterAll(() => rmSync(mailbox, { recursive: true, force: true }));

const t = useTestService(notificationService, { settings: { MAILBOX_DIR: mailbox, MAIL_LINK_BASE_URL: 'https://app.example.com' } });

const mailOf = (envelopeId: string) =>
  eventually(async () => {
    const file = join(mailbox, `${envelopeId}.json`);
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  });

/** A member with a login and an address, German unless they chose English. */
async function member(language?: 'en') {
  const companyId = randomUUID();
  const userId = randomUUID();
  const email = `${userId.slice(0, 8)}@example.com`;
  await t.announce(
    MembershipEvents.AttendeeCreated,
    companyId,
    payloadOf(MembershipEvents.AttendeeCreated, { applicationUserId: userId, email, firstName: 'Anna' }),
  );
  if (language) await t.announce(IdentityEvents.UserLanguageChanged, companyId, { userId, language });
  return { companyId, userId, email };
}

const booking = (userId: string) => ({ applicationUserId: userId, courseName: 'Yoga', date: '2026-12-03', timeFrom: '18:30' });

describe('member mails land in the mailbox in the member’s language', () => {
  it.each([
    ['de', 'Buchung bestätigt', 'Hallo Anna,', 'Yoga am 03.12.2026 um 18:30 Uhr'],
    ['en', 'Booking confirmed', 'Hello Anna,', 'Yoga on 2026/12/03 at 18:30'],
  ] as const)('a confirmed booking, %s', async (language, subject, greeting, when) => {
    const m = await member(language === 'en' ? 'en' : undefined);
    const e = await t.emit(BookingEvents.AttendanceConfirmed, m.companyId, payloadOf(BookingEvents.AttendanceConfirmed, booking(m.userId)));
    const mail = await mailOf(e.id);
    expect(mail).toMatchObject({ to: m.email, subject, locale: language, template: 'booking-confirmed', companyId: m.companyId });
    expect(mail.text).toContain(greeting);
    expect(mail.text).toContain(when);
    expect(mail.text).toContain('https://app.example.com/attendances');
  });

  it.each([
    [
      'en',
      'Hello Anna,',
      ['You got a place', 'A place is held for you', 'Booking cancelled', 'New invoice no. 42', 'Direct debit returned'],
    ],
    [
      'de',
      'Hallo Anna,',
      ['Platz frei geworden', 'Platz für Sie reserviert', 'Buchung storniert', 'Neue Rechnung Nr. 42', 'Lastschrift zurückgegeben'],
    ],
  ] as const)('every kind, in %s', async (language, greeting, subjects) => {
    const m = await member(language === 'en' ? 'en' : undefined);
    const events = [
      BookingEvents.AttendancePromoted,
      BookingEvents.WaitingOfferMade,
      BookingEvents.AttendanceCancelled,
      BillingEvents.InvoiceCreated,
      BillingEvents.DirectDebitReturned,
    ] as const;
    for (const [event, subject] of events.map((e, i) => [e, subjects[i]!] as const)) {
      const facts = {
        ...booking(m.userId),
        attendeeAppUserId: m.userId,
        invoiceNumber: 42,
        by: 'appointment',
        expiresAtLocal: '2026-12-02T12:00',
      };
      const e = await t.emit(
        event as typeof BookingEvents.AttendancePromoted,
        m.companyId,
        payloadOf(event as typeof BookingEvents.AttendancePromoted, facts),
      );
      const mail = await mailOf(e.id);
      expect(mail.subject, event.subject).toBe(subject);
      expect(mail.locale).toBe(language);
      expect(mail.to).toBe(m.email);
      expect(mail.text.startsWith(greeting), mail.text).toBe(true);
    }
  });

  it('follows a change of language and address; sends once per event', async () => {
    const m = await member('en');
    await t.announce(IdentityEvents.UserLanguageChanged, m.companyId, { userId: m.userId, language: 'de' });
    await t.announce(
      MembershipEvents.AttendeeUpdated,
      m.companyId,
      payloadOf(MembershipEvents.AttendeeUpdated, { applicationUserId: m.userId, email: 'neu@example.com', firstName: 'Anne' }),
    );
    const e = await t.emit(
      BillingEvents.InvoiceCreated,
      m.companyId,
      payloadOf(BillingEvents.InvoiceCreated, { attendeeAppUserId: m.userId, invoiceNumber: 5 }),
    );
    const mail = await mailOf(e.id);
    expect(mail).toMatchObject({ to: 'neu@example.com', locale: 'de', subject: 'Neue Rechnung Nr. 5' });
    expect(mail.text).toMatch(/^Hallo Anne,/);

    const before = readdirSync(mailbox).length;
    const duplicates = t.svc.stats.duplicates;
    await t.redeliver(e);
    await eventually(async () => (t.svc.stats.duplicates > duplicates ? true : undefined));
    expect(readdirSync(mailbox)).toHaveLength(before);
  });

  it('mails nobody without a login or a known address, and keeps companies apart', async () => {
    const m = await member();
    const stranger = randomUUID();
    const handled = t.svc.stats.handled;
    const none = await t.emit(
      BookingEvents.AttendanceConfirmed,
      m.companyId,
      payloadOf(BookingEvents.AttendanceConfirmed, { ...booking(m.userId), applicationUserId: null }),
    );
    // The same user id in another company: that company never announced an address.
    const other = await t.emit(
      BookingEvents.AttendanceConfirmed,
      stranger,
      payloadOf(BookingEvents.AttendanceConfirmed, booking(m.userId)),
    );
    await eventually(async () => (t.svc.stats.handled >= handled + 2 ? true : undefined));
    expect(existsSync(join(mailbox, `${none.id}.json`))).toBe(false);
    expect(existsSync(join(mailbox, `${other.id}.json`))).toBe(false);
  });
});

describe('late attendee events (retried after a failure while later ones went ahead)', () => {
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  const invoiceTo = (companyId: string, userId: string | null) =>
    t.emit(
      BillingEvents.InvoiceCreated,
      companyId,
      payloadOf(BillingEvents.InvoiceCreated, { attendeeAppUserId: userId, invoiceNumber: 7 }),
    );

  it('mails the newer address when an older creation or change is handled after it', async () => {
    const companyId = randomUUID();
    const created = payloadOf(MembershipEvents.AttendeeCreated, { email: 'alt@example.com', firstName: 'Anna' });
    const change = (email: string, firstName: string) => payloadOf(MembershipEvents.AttendeeUpdated, { ...created, email, firstName });
    await t.announce(MembershipEvents.AttendeeUpdated, companyId, change('neu@example.com', 'Anne'), { occurredAt: at(30) });
    await t.announce(MembershipEvents.AttendeeCreated, companyId, created, { occurredAt: at(10) });
    await t.announce(MembershipEvents.AttendeeUpdated, companyId, change('zwischen@example.com', 'Anja'), { occurredAt: at(20) });
    const mail = await mailOf((await invoiceTo(companyId, created.applicationUserId)).id);
    expect(mail.to).toBe('neu@example.com');
    expect(mail.text).toMatch(/^Hallo Anne,/);
  });

  it('mails nobody deleted or erased before their creation or a change was handled', async () => {
    const companyId = randomUUID();
    const deleted = payloadOf(MembershipEvents.AttendeeCreated, { email: 'weg@example.com' });
    const erased = payloadOf(MembershipEvents.AttendeeCreated, { email: 'vergessen@example.com' });
    const who = (p: typeof deleted) => ({ attendeeId: p.attendeeId, applicationUserId: p.applicationUserId });
    await t.announce(MembershipEvents.AttendeeDeleted, companyId, payloadOf(MembershipEvents.AttendeeDeleted, who(deleted)));
    await t.announce(GdprEvents.AttendeeErased, companyId, who(erased));
    for (const p of [deleted, erased]) {
      await t.announce(MembershipEvents.AttendeeCreated, companyId, p);
      await t.announce(MembershipEvents.AttendeeUpdated, companyId, payloadOf(MembershipEvents.AttendeeUpdated, p));
    }
    const handled = t.svc.stats.handled;
    const invoices = [await invoiceTo(companyId, deleted.applicationUserId), await invoiceTo(companyId, erased.applicationUserId)];
    await eventually(async () => (t.svc.stats.handled >= handled + 2 ? true : undefined));
    for (const e of invoices) expect(existsSync(join(mailbox, `${e.id}.json`))).toBe(false);
    const contacts = await t.db.system((tx) =>
      tx.memberContact.count({ where: { userId: { in: [deleted.applicationUserId!, erased.applicationUserId!] } } }),
    );
    expect(contacts).toBe(0);
  });
});
