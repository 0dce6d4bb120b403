import type { PrintLanguage } from '@takt/proto';

// How printed documents show money, dates and instants in each language (pure, unit-tested).

const LOCALE: Record<PrintLanguage, string> = { de: 'de-DE', en: 'en-GB' };

export function money(cents: number, lang: PrintLanguage): string {
  return new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** A local date `YYYY-MM-DD` (no time zone: it is the studio's day). */
export function day(localDate: string | null | undefined, lang: PrintLanguage): string {
  if (!localDate) return '';
  const [y, m, d] = localDate.slice(0, 10).split('-');
  return lang === 'de' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
}

/** An instant, shown in the studio's time zone. */
export function instant(iso: string | null | undefined, lang: PrintLanguage, timeZone = 'Europe/Berlin'): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE[lang], { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(at);
}

export const timeSpan = (from: string, till: string) => `${from}–${till}`;
