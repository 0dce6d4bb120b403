import { describe, expect, it } from 'vitest';
import { memberMailText, type Locale, type MemberMail } from './member-mails.ts';

const booking = { courseName: 'Yoga', date: '2026-12-03', timeFrom: '18:30' };
const abs = (p: string) => `https://app.example.com${p}`;

describe('member mails', () => {
  it.each<[MemberMail, Locale, string, string]>([
    [{ template: 'booking-confirmed', ...booking }, 'de', 'Buchung bestätigt', 'Yoga am 03.12.2026 um 18:30 Uhr ist bestätigt'],
    [{ template: 'booking-confirmed', ...booking }, 'en', 'Booking confirmed', 'Yoga on 2026/12/03 at 18:30 is confirmed'],
    [{ template: 'waiting-list-promoted', ...booking }, 'de', 'Platz frei geworden', 'von der Warteliste nachgerückt'],
    [{ template: 'waiting-list-promoted', ...booking }, 'en', 'You got a place', 'moved up from the waiting list'],
    [
      { template: 'waiting-offer-made', expiresAtLocal: '2026-12-02T12:00', ...booking },
      'de',
      'Platz für Sie reserviert',
      'bis 02.12.2026, 12:00 Uhr',
    ],
    [
      { template: 'waiting-offer-made', expiresAtLocal: '2026-12-02T12:00', ...booking },
      'en',
      'A place is held for you',
      'until 2026/12/02, 12:00',
    ],
    [
      { template: 'booking-cancelled', by: 'appointment', ...booking },
      'de',
      'Buchung storniert',
      'Der Termin Yoga am 03.12.2026 um 18:30 Uhr wurde abgesagt',
    ],
    [{ template: 'booking-cancelled', by: 'staff', ...booking }, 'en', 'Booking cancelled', 'The studio cancelled your booking'],
    [{ template: 'booking-cancelled', by: 'attendee', ...booking }, 'en', 'Booking cancelled', 'You cancelled your booking'],
    [
      { template: 'invoice-created', invoiceNumber: 7, periodStartDate: '2026-11-01', periodEndDate: '2026-11-30' },
      'de',
      'Neue Rechnung Nr. 7',
      '01.11.2026 bis 30.11.2026',
    ],
    [
      { template: 'invoice-created', invoiceNumber: 7, periodStartDate: '2026-11-01', periodEndDate: '2026-11-30' },
      'en',
      'New invoice no. 7',
      '2026/11/01 to 2026/11/30',
    ],
    [
      { template: 'direct-debit-returned', invoiceNumber: 9, amountCents: 4950, feeCents: 300 },
      'de',
      'Lastschrift zurückgegeben',
      'über 49,50 € für Rechnung Nr. 9 zurückgegeben. Die Rücklastschriftgebühr von 3,00 €',
    ],
    [
      { template: 'direct-debit-returned', invoiceNumber: 9, amountCents: 4950, feeCents: 0 },
      'en',
      'Direct debit returned',
      'direct debit of €49.50 for invoice no. 9. Please check',
    ],
  ])('%o in %s', (mail, locale, subject, fragment) => {
    const text = memberMailText(locale, 'Anna', mail, abs);
    expect(text.subject).toBe(subject);
    expect(text.text).toContain(fragment);
    expect(text.text).toMatch(locale === 'de' ? /^Hallo Anna,/ : /^Hello Anna,/);
    expect(text.text).toContain(text.link);
    expect(text.link).toMatch(/^https:\/\/app\.example\.com\/(attendances|my-invoices)$/);
  });

  it('greets without a name', () => {
    expect(memberMailText('en', null, { template: 'booking-confirmed', ...booking }, abs).text).toMatch(/^Hello,/);
  });
});
