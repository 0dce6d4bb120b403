import { euro } from './direct-debit-message.ts';
import { germanDate } from './invoice-message.ts';

// The mails a member gets about their bookings and invoices, in German or English (spec section 9:
// German dates DD.MM.YYYY, otherwise YYYY/MM/DD). Identity's account mails are in render-mail.ts.

export type Locale = 'de' | 'en';

interface Booking {
  courseName: string;
  date: string;
  timeFrom: string;
}

export type MemberMail =
  | ({ template: 'booking-confirmed' } & Booking)
  | ({ template: 'waiting-list-promoted' } & Booking)
  | ({ template: 'waiting-offer-made'; expiresAtLocal: string } & Booking)
  | ({ template: 'booking-cancelled'; by: 'staff' | 'attendee' | 'link' | 'appointment' } & Booking)
  | { template: 'invoice-created'; invoiceNumber: number; periodStartDate: string; periodEndDate: string }
  | { template: 'direct-debit-returned'; invoiceNumber: number; amountCents: number; feeCents: number };

export interface MailText {
  subject: string;
  text: string;
  /** Path in the web app the mail points to. */
  link: string;
}

const englishDate = (d: string) => germanDate(d).split('.').reverse().join('/');
const englishEuro = (cents: number) => `€${(cents / 100).toFixed(2)}`;
const date = (l: Locale, d: string) => (l === 'de' ? germanDate(d) : englishDate(d));
const when = (l: Locale, b: Booking) =>
  l === 'de' ? `${b.courseName} am ${date(l, b.date)} um ${b.timeFrom} Uhr` : `${b.courseName} on ${date(l, b.date)} at ${b.timeFrom}`;
const hello = (l: Locale, firstName: string | null) =>
  (l === 'de' ? `Hallo ${firstName ?? ''},` : `Hello ${firstName ?? ''},`).replace(' ,', ',');

const BOOKINGS = '/attendances';
const INVOICES = '/my-invoices';

type Body = { subject: string; lines: string; link: string };

function body(l: Locale, m: MemberMail): Body {
  const de = l === 'de';
  switch (m.template) {
    case 'booking-confirmed':
      return de
        ? { subject: 'Buchung bestätigt', lines: `Ihre Buchung für ${when(l, m)} ist bestätigt.`, link: BOOKINGS }
        : { subject: 'Booking confirmed', lines: `Your booking for ${when(l, m)} is confirmed.`, link: BOOKINGS };
    case 'waiting-list-promoted':
      return de
        ? {
            subject: 'Platz frei geworden',
            lines: `Sie sind von der Warteliste nachgerückt: ${when(l, m)}. Ihr Platz ist gebucht.`,
            link: BOOKINGS,
          }
        : { subject: 'You got a place', lines: `You moved up from the waiting list: ${when(l, m)}. Your place is booked.`, link: BOOKINGS };
    case 'waiting-offer-made': {
      const [d, t] = m.expiresAtLocal.split('T') as [string, string];
      return de
        ? {
            subject: 'Platz für Sie reserviert',
            lines: `Für ${when(l, m)} ist ein Platz frei geworden. Er ist bis ${date(l, d)}, ${t} Uhr für Sie reserviert. Nehmen Sie ihn unter „Meine Buchungen“ an oder geben Sie ihn frei.`,
            link: BOOKINGS,
          }
        : {
            subject: 'A place is held for you',
            lines: `A place came free for ${when(l, m)}. It is held for you until ${date(l, d)}, ${t}. Accept or release it under "My bookings".`,
            link: BOOKINGS,
          };
    }
    case 'booking-cancelled': {
      const why = {
        de: {
          appointment: `Der Termin ${when(l, m)} wurde abgesagt. Ihre Buchung ist storniert.`,
          staff: `Ihre Buchung für ${when(l, m)} wurde vom Studio storniert.`,
          attendee: `Sie haben Ihre Buchung für ${when(l, m)} storniert.`,
          link: `Sie haben Ihre Buchung für ${when(l, m)} storniert.`,
        },
        en: {
          appointment: `The appointment ${when(l, m)} was cancelled. Your booking is cancelled.`,
          staff: `The studio cancelled your booking for ${when(l, m)}.`,
          attendee: `You cancelled your booking for ${when(l, m)}.`,
          link: `You cancelled your booking for ${when(l, m)}.`,
        },
      }[l][m.by];
      return { subject: de ? 'Buchung storniert' : 'Booking cancelled', lines: why, link: BOOKINGS };
    }
    case 'invoice-created':
      return de
        ? {
            subject: `Neue Rechnung Nr. ${m.invoiceNumber}`,
            lines: `Ihre Rechnung Nr. ${m.invoiceNumber} für den Zeitraum ${date(l, m.periodStartDate)} bis ${date(l, m.periodEndDate)} wurde erstellt.`,
            link: INVOICES,
          }
        : {
            subject: `New invoice no. ${m.invoiceNumber}`,
            lines: `Your invoice no. ${m.invoiceNumber} for ${date(l, m.periodStartDate)} to ${date(l, m.periodEndDate)} has been created.`,
            link: INVOICES,
          };
    case 'direct-debit-returned': {
      const fee =
        m.feeCents > 0
          ? de
            ? ` Die Rücklastschriftgebühr von ${euro(m.feeCents)} wurde der Rechnung hinzugefügt.`
            : ` The return fee of ${englishEuro(m.feeCents)} was added to the invoice.`
          : '';
      return de
        ? {
            subject: 'Lastschrift zurückgegeben',
            lines: `Ihre Bank hat die Lastschrift über ${euro(m.amountCents)} für Rechnung Nr. ${m.invoiceNumber} zurückgegeben.${fee} Bitte prüfen Sie Ihre Zahlungsdaten.`,
            link: INVOICES,
          }
        : {
            subject: 'Direct debit returned',
            lines: `Your bank returned the direct debit of ${englishEuro(m.amountCents)} for invoice no. ${m.invoiceNumber}.${fee} Please check your payment details.`,
            link: INVOICES,
          };
    }
  }
}

/** Subject and plain text of a member mail in the member's language; `link` is made absolute by the caller. */
export function memberMailText(l: Locale, firstName: string | null, m: MemberMail, absolute: (path: string) => string): MailText {
  const b = body(l, m);
  const link = absolute(b.link);
  return { subject: b.subject, text: `${hello(l, firstName)}\n\n${b.lines}\n\nDetails: ${link}`, link };
}
