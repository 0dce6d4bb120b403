import type { IdentityEvents, PayloadOf } from '@takt/proto';

export type MailRequest = PayloadOf<typeof IdentityEvents.MailRequested>;

export interface RenderedMail {
  to: string;
  subject: string;
  text: string;
}

type Vars = Record<string, string>;
type Texts = { subject: string; body: (v: Vars, link: string) => string };

const greeting = {
  de: (v: Vars) => `Hallo ${v.firstName ?? ''},`.replace(' ,', ','),
  en: (v: Vars) => `Hello ${v.firstName ?? ''},`.replace(' ,', ','),
};

const TEMPLATES: Record<MailRequest['template'], Record<MailRequest['locale'], Texts>> = {
  'password-reset': {
    de: {
      subject: 'Passwort zurücksetzen',
      body: (v, link) =>
        `${greeting.de(v)}\n\nfür Ihr Konto wurde ein neues Passwort angefordert. Über diesen Link setzen Sie es (gültig ${v.validMinutes ?? '60'} Minuten):\n\n${link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.`,
    },
    en: {
      subject: 'Reset your password',
      body: (v, link) =>
        `${greeting.en(v)}\n\na new password was requested for your account. Set it with this link (valid for ${v.validMinutes ?? '60'} minutes):\n\n${link}\n\nIf you did not ask for this, ignore this e-mail.`,
    },
  },
  'manual-password-reset': {
    de: {
      subject: 'Neues Passwort festlegen',
      body: (v, link) =>
        `${greeting.de(v)}\n\nIhr Administrator hat das Zurücksetzen Ihres Passworts veranlasst. Legen Sie über diesen Link ein neues Passwort fest (gültig ${v.validMinutes ?? '60'} Minuten):\n\n${link}\n\nIhr Benutzername: ${v.userName ?? ''}`,
    },
    en: {
      subject: 'Set a new password',
      body: (v, link) =>
        `${greeting.en(v)}\n\nyour administrator has reset your password. Set a new one with this link (valid for ${v.validMinutes ?? '60'} minutes):\n\n${link}\n\nYour user name: ${v.userName ?? ''}`,
    },
  },
  'email-confirmation': {
    de: {
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      body: (v, link) =>
        `${greeting.de(v)}\n\nbitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link (gültig ${v.validDays ?? '7'} Tage):\n\n${link}`,
    },
    en: {
      subject: 'Please confirm your e-mail address',
      body: (v, link) =>
        `${greeting.en(v)}\n\nplease confirm your e-mail address with this link (valid for ${v.validDays ?? '7'} days):\n\n${link}`,
    },
  },
};

/** A link path of the web app made absolute against `baseUrl`. */
export function absoluteLink(baseUrl: string, path: string | undefined): string {
  if (!path) return baseUrl;
  if (/^https?:\/\//.test(path)) return path;
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Subject and plain-text body of a requested mail in its locale (German or English). */
export function renderMail(mail: MailRequest, baseUrl: string): RenderedMail {
  const texts = TEMPLATES[mail.template][mail.locale];
  const link = absoluteLink(baseUrl, mail.variables.link);
  return { to: mail.to, subject: texts.subject, text: texts.body(mail.variables, link) };
}
