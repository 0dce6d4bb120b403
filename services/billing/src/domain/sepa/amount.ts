/** Integer cents as the decimal EUR text pain.008 wants ("1234" → "12.34"); no floating point on the way. */
export function centsToEur(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`expected a non-negative whole number of cents, got ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Decimal EUR text as banks write it ("12.34", "12,3", "1.234,56", "-5") → cents; null when it is not an amount. */
export function eurToCents(text: string): number | null {
  const t = text.trim().replace(/\s+/g, '');
  // A comma after the last dot (or alone) is the decimal comma; dots before it group thousands.
  const normalized = /,\d{1,2}$/.test(t) ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(normalized);
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}
