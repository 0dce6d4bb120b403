// The SEPA creditor identifier (e.g. DE98ZZZ09999999999): country, two check digits, a three
// character business code that the check skips, and the national identifier. The check digits
// are ISO 7064 MOD 97-10 like an IBAN's, over national id + country + "00".

export type CreditorIdProblem = 'malformed' | 'checksum';

const FORMAT = /^([A-Z]{2})([0-9]{2})([A-Z0-9]{3})([A-Z0-9]{1,28})$/;

function mod97(digitsAndLetters: string): number {
  let rest = 0;
  for (const ch of digitsAndLetters) {
    const value = ch >= 'A' ? ch.charCodeAt(0) - 55 : Number(ch);
    rest = (value > 9 ? rest * 100 + value : rest * 10 + value) % 97;
  }
  return rest;
}

export function normalizeCreditorId(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

export function creditorIdProblem(input: string): CreditorIdProblem | null {
  const m = FORMAT.exec(normalizeCreditorId(input));
  if (!m) return 'malformed';
  const [, country, check, , national] = m;
  const expected = 98 - mod97(`${national}${country}00`);
  return Number(check) === expected ? null : 'checksum';
}
