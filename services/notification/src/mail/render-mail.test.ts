import { describe, expect, it } from 'vitest';
import { absoluteLink, renderMail } from './render-mail.ts';

const mail = (template: 'password-reset' | 'email-confirmation' | 'manual-password-reset', locale: 'de' | 'en') => ({
  to: 'anna@example.com',
  template,
  locale,
  variables: { firstName: 'Anna', userName: 'anna', link: '/new-password/abc/user/1', validMinutes: '60', validDays: '7' },
});

describe('renderMail', () => {
  it.each([
    ['password-reset', 'de', 'Passwort zurücksetzen', 'Hallo Anna,'],
    ['password-reset', 'en', 'Reset your password', 'Hello Anna,'],
    ['manual-password-reset', 'de', 'Neues Passwort festlegen', 'Benutzername: anna'],
    ['manual-password-reset', 'en', 'Set a new password', 'user name: anna'],
    ['email-confirmation', 'de', 'Bitte bestätigen Sie Ihre E-Mail-Adresse', '7 Tage'],
    ['email-confirmation', 'en', 'Please confirm your e-mail address', '7 days'],
  ] as const)('%s in %s', (template, locale, subject, fragment) => {
    const rendered = renderMail(mail(template, locale), 'https://app.example.com/');
    expect(rendered.subject).toBe(subject);
    expect(rendered.text).toContain(fragment);
    expect(rendered.text).toContain('https://app.example.com/new-password/abc/user/1');
  });

  it('joins base and path with one slash and keeps absolute links', () => {
    expect(absoluteLink('http://x/', '/a')).toBe('http://x/a');
    expect(absoluteLink('http://x', 'a')).toBe('http://x/a');
    expect(absoluteLink('http://x', 'https://y/z')).toBe('https://y/z');
  });
});
