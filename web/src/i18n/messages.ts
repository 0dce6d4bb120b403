/// <reference types="vite/client" />
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

export type Locale = 'de' | 'en';
type Texts = Record<string, string>;

/**
 * The shell's texts live in `i18n/{de,en}.json`; a feature keeps its own next to its code in
 * `features/<feature>/texts.{de,en}.json`, so features added side by side never edit one file.
 * A key defined twice is a mistake that would silently shadow a text, so it stops the build.
 */
const featureFiles = import.meta.glob<Texts>('../features/*/texts.*.json', { eager: true, import: 'default' });

export function mergeTexts(locale: Locale, core: Texts, files: Record<string, Texts>): Texts {
  const merged: Texts = { ...core };
  for (const [path, texts] of Object.entries(files)) {
    if (!path.endsWith(`/texts.${locale}.json`)) continue;
    for (const [key, text] of Object.entries(texts)) {
      if (key in merged) throw new Error(`text key ${key} is defined twice (${path})`);
      merged[key] = text;
    }
  }
  return merged;
}

export const messages: Record<Locale, Texts> = {
  de: mergeTexts('de', de, featureFiles),
  en: mergeTexts('en', en, featureFiles),
};
