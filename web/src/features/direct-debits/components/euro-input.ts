/** "5", "5,5", "5.50" → 550 cents; null when it is not an amount with at most two decimals. */
export function centsOfInput(text: string): number | null {
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}

/** 550 → "5,50" (German) or "5.50" for the input field. */
export function inputOfCents(cents: number, locale: 'de' | 'en'): string {
  const text = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  return locale === 'de' ? text.replace('.', ',') : text;
}
