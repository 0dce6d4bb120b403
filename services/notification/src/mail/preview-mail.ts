import type { MailPreview, MailTemplateName } from '@takt/proto';
import { memberMailText, type Locale, type MemberMail } from '../domain/member-mails.ts';
import { absoluteLink, renderMail } from './render-mail.ts';

// The admin's preview (issue #11): every template rendered by the same code that sends it, with
// made-up data, so what the preview shows is what a member gets.

const SAMPLE_NAME = { de: 'Anna', en: 'Anna' } as const;
const booking = { courseName: 'Yoga Basics', date: '2026-12-07', timeFrom: '18:30' };

const MEMBER_SAMPLES: Record<Exclude<MailTemplateName, 'email-confirmation' | 'password-reset' | 'manual-password-reset'>, MemberMail> = {
  'booking-confirmed': { template: 'booking-confirmed', ...booking },
  'waiting-list-promoted': { template: 'waiting-list-promoted', ...booking },
  'waiting-offer-made': { template: 'waiting-offer-made', expiresAtLocal: '2026-12-06T20:00', ...booking },
  'booking-cancelled': { template: 'booking-cancelled', by: 'appointment', ...booking },
  'invoice-created': { template: 'invoice-created', invoiceNumber: 1042, periodStartDate: '2026-12-01', periodEndDate: '2026-12-31' },
  'direct-debit-returned': { template: 'direct-debit-returned', invoiceNumber: 1042, amountCents: 4900, feeCents: 350 },
};

const ACCOUNT_LINKS = {
  'email-confirmation': '/confirm-email/sample-token',
  'password-reset': '/new-password/sample-token/user/sample',
  'manual-password-reset': '/new-password/sample-token/user/sample',
} as const;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Mails go out as plain text; the preview shows that text as HTML, paragraphs kept and links clickable. */
export function textAsHtml(subject: string, text: string, locale: Locale): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map(
      (p) =>
        `<p>${escapeHtml(p)
          .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
          .replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
  return `<!doctype html>\n<html lang="${locale}"><head><meta charset="utf-8"><style>body { font-family: sans-serif; line-height: 1.5 }</style><title>${escapeHtml(subject)}</title></head>\n<body>\n${paragraphs}\n</body></html>`;
}

/** One template with sample data in one language, rendered as it would be sent. */
export function previewMail(template: MailTemplateName, locale: Locale, baseUrl: string): MailPreview {
  let subject: string;
  let text: string;
  if (template === 'email-confirmation' || template === 'password-reset' || template === 'manual-password-reset') {
    const variables = {
      firstName: SAMPLE_NAME[locale],
      userName: 'anna.muster',
      link: ACCOUNT_LINKS[template],
      validMinutes: '60',
      validDays: '7',
    };
    ({ subject, text } = renderMail({ to: 'anna@example.com', template, locale, variables }, baseUrl));
  } else {
    ({ subject, text } = memberMailText(locale, SAMPLE_NAME[locale], MEMBER_SAMPLES[template], (path) => absoluteLink(baseUrl, path)));
  }
  return { template, locale, subject, text, html: textAsHtml(subject, text, locale) };
}
