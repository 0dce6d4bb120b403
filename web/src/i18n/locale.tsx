import { createContext, useContext, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

export type Locale = 'de' | 'en';
const messages: Record<Locale, Record<string, string>> = { de, en };
const KEY = 'takt.locale';

const LocaleContext = createContext<{ locale: Locale; toggle(): void }>({ locale: 'de', toggle: () => undefined });

/** German first, English switchable; the choice is kept in local storage. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState<Locale>(() => (localStorage.getItem(KEY) === 'en' ? 'en' : 'de'));
  const toggle = () => {
    const next = locale === 'de' ? 'en' : 'de';
    localStorage.setItem(KEY, next);
    document.documentElement.lang = next;
    setLocale(next);
  };
  return (
    <LocaleContext.Provider value={{ locale, toggle }}>
      <IntlProvider locale={locale} defaultLocale="de" messages={messages[locale]}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export const useLocale = () => useContext(LocaleContext);
