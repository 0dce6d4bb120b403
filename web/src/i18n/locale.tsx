import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { storedLocale, storeLocale } from '../api/client.ts';
import { messages, type Locale } from './messages.ts';

export type { Locale };

interface LocaleState {
  locale: Locale;
  setLocale(next: Locale): void;
  toggle(): void;
}
const LocaleContext = createContext<LocaleState>({ locale: 'de', setLocale: () => undefined, toggle: () => undefined });

const listeners = new Set<(l: Locale) => void>();
/** Lets the session tell the server about a switch without this module knowing the API. */
export const onLocaleChange = (l: (next: Locale) => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

/** German first, English switchable; kept in local storage and mirrored in `<html lang>`. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, set] = useState<Locale>(storedLocale);
  useEffect(() => {
    document.documentElement.lang = locale;
    dayjs.locale(locale);
  }, [locale]);
  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    set(next);
    for (const l of listeners) l(next);
  }, []);
  const toggle = useCallback(() => setLocale(locale === 'de' ? 'en' : 'de'), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={{ locale, setLocale, toggle }}>
      <IntlProvider locale={locale} defaultLocale="de" messages={messages[locale]}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export const useLocale = () => useContext(LocaleContext);
