import { describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import { MAIL_TEMPLATES } from '@takt/proto';
import { notificationService } from '../src/service.ts';

const t = useTestService(notificationService);
const preview = (template: string, locale: string, caller = userCaller('admin')) =>
  t.call('GET', `/api/MailTemplates/${template}/Preview/${locale}`, undefined, caller);

describe('mail template preview', () => {
  it('renders every template with sample data in German and English, the text escaped into HTML', async () => {
    for (const template of MAIL_TEMPLATES) {
      for (const locale of ['de', 'en']) {
        const res = await preview(template, locale);
        expect(res.statusCode, `${template} ${locale}: ${res.body}`).toBe(200);
        const body = res.json() as { template: string; locale: string; subject: string; text: string; html: string };
        expect(body).toMatchObject({ template, locale });
        expect(body.subject.length).toBeGreaterThan(0);
        expect(body.text).toContain(locale === 'de' ? 'Hallo Anna,' : 'Hello Anna,');
        expect(body.html).toContain(`<html lang="${locale}">`);
        expect(body.html).not.toContain('<script');
      }
    }
    const booked = (await preview('booking-confirmed', 'de')).json();
    expect(booked.subject).toBe('Buchung bestätigt');
    expect(booked.text).toContain('Yoga Basics am 07.12.2026 um 18:30 Uhr');
    expect(booked.html).toMatch(/<a href="http[^"]+\/attendances">/);
    const returned = (await preview('direct-debit-returned', 'en')).json();
    expect(returned.text).toContain('€49.00');
    // "Meine Buchungen" is quoted with „“ and "My bookings" with plain quotes: the HTML escapes them.
    expect((await preview('waiting-offer-made', 'en')).json().html).toContain('&quot;My bookings&quot;');
  });

  it('answers validation_failed for an unknown template or language', async () => {
    for (const [template, locale] of [
      ['newsletter', 'de'],
      ['booking-confirmed', 'fr'],
    ]) {
      const res = await preview(template!, locale!);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('is for admins only', async () => {
    for (const role of ['manager', 'employee', 'trainer', 'attendee'] as const) {
      expect((await preview('invoice-created', 'de', userCaller(role))).statusCode, role).toBe(403);
    }
  });
});
