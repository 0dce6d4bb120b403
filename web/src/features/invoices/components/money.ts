import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/locale.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';

/** Spec section 9: cents times 0.01, in EUR, formatted for the user's language. */
export function useFormats() {
  const intl = useIntl();
  const { locale } = useLocale();
  return {
    money: (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' }),
    date: (d: string | null | undefined) => (d ? dayjs(d).format(DATE_FORMAT[locale]) : ''),
    dateTime: (d: string | null | undefined) => (d ? dayjs(d).format(`${DATE_FORMAT[locale]} HH:mm`) : ''),
  };
}

/** What a typed amount ("12,50" or "12.50") is in cents; undefined when it is no amount. */
export function centsOf(text: string): number | undefined {
  const m = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}
