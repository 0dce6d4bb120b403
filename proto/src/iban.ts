// ISO 13616 IBAN check, shared by the membership application (a mandate typed by a member) and
// billing (payment data): one rule, so a number one service accepts the other never rejects.
// Pure: no I/O, usable in services' domain/ folders.

/**
 * BBAN structure per country from the SWIFT IBAN registry: runs of `<count><class>` where the
 * class is n (digits), a (upper-case letters) or c (letters or digits).
 */
const BBAN: Record<string, string> = {
  AD: '4n4n12c',
  AE: '3n16n',
  AL: '8n16c',
  AT: '5n11n',
  AZ: '4a20c',
  BA: '3n3n8n2n',
  BE: '3n7n2n',
  BG: '4a4n2n8c',
  BH: '4a14c',
  BI: '5n5n11n2n',
  BR: '8n5n10n1a1c',
  BY: '4c4n16c',
  CH: '5n12c',
  CR: '4n14n',
  CY: '3n5n16c',
  CZ: '4n6n10n',
  DE: '8n10n',
  DJ: '5n5n11n2n',
  DK: '4n9n1n',
  DO: '4c20n',
  EE: '2n2n11n1n',
  EG: '4n4n17n',
  ES: '4n4n1n1n10n',
  FI: '3n11n',
  FK: '2a12n',
  FO: '4n9n1n',
  FR: '5n5n11c2n',
  GB: '4a6n8n',
  GE: '2a16n',
  GI: '4a15c',
  GL: '4n9n1n',
  GR: '3n4n16c',
  GT: '4c20c',
  HN: '4a20n',
  HR: '7n10n',
  HU: '3n4n1n15n1n',
  IE: '4a6n8n',
  IL: '3n3n13n',
  IQ: '4a3n12n',
  IS: '4n2n6n10n',
  IT: '1a5n5n12c',
  JO: '4a4n18c',
  KW: '4a22c',
  KZ: '3n13c',
  LB: '4n20c',
  LC: '4a24c',
  LI: '5n12c',
  LT: '5n11n',
  LU: '3n13c',
  LV: '4a13c',
  LY: '3n3n15n',
  MC: '5n5n11c2n',
  MD: '2c18c',
  ME: '3n13n2n',
  MK: '3n10c2n',
  MN: '4n12n',
  MR: '5n5n11n2n',
  MT: '4a5n18c',
  MU: '4a2n2n12n3n3a',
  NI: '4a20n',
  NL: '4a10n',
  NO: '4n6n1n',
  OM: '3n16c',
  PK: '4a16c',
  PL: '8n16n',
  PS: '4a21c',
  PT: '4n4n11n2n',
  QA: '4a21c',
  RO: '4a16c',
  RS: '3n13n2n',
  RU: '9n5n15c',
  SA: '2n18c',
  SC: '4a2n2n16n3a',
  SD: '2n12n',
  SE: '3n16n1n',
  SI: '5n8n2n',
  SK: '4n6n10n',
  SM: '1a5n5n12c',
  SO: '4n3n12n',
  ST: '4n4n11n2n',
  SV: '4a20n',
  TL: '3n14n2n',
  TN: '2n3n13n2n',
  TR: '5n1n16c',
  UA: '6n19c',
  VA: '3n15n',
  VG: '4a16n',
  XK: '4n10n2n',
  YE: '4a4n18c',
};

const CLASS = { n: '[0-9]', a: '[A-Z]', c: '[A-Z0-9]' } as const;

const patterns = new Map(
  Object.entries(BBAN).map(([country, structure]) => {
    const body = [...structure.matchAll(/(\d+)([nac])/g)].map(([, count, cls]) => `${CLASS[cls as keyof typeof CLASS]}{${count}}`).join('');
    return [country, new RegExp(`^${country}[0-9]{2}${body}$`)];
  }),
);

export type IbanProblem = 'malformed' | 'unknown_country' | 'structure' | 'checksum' | 'national_check';

/** The electronic format: spaces removed, upper-cased ("de89 3704 …" → "DE893704…"). */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** ISO 7064 MOD 97-10 over the rearranged IBAN, digit by digit so no big integers are needed. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const value = ch >= 'A' ? ch.charCodeAt(0) - 55 : Number(ch);
    rest = (value > 9 ? rest * 100 + value : rest * 10 + value) % 97;
  }
  return rest;
}

/** Spain's two national check digits ("DC") over bank+branch and over the account. */
function spanishCheckDigitsOk(iban: string): boolean {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const digit = (digits: string) => {
    const d = 11 - ([...digits].reduce((sum, ch, i) => sum + Number(ch) * weights[i]!, 0) % 11);
    return d === 11 ? 0 : d === 10 ? 1 : d;
  };
  const bankBranch = `00${iban.slice(4, 12)}`;
  const account = iban.slice(14, 24);
  return `${digit(bankBranch)}${digit(account)}` === iban.slice(12, 14);
}

/** Why an IBAN (in electronic or print format) is not valid, or null when it is. */
export function ibanProblem(input: string): IbanProblem | null {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/.test(iban)) return 'malformed';
  const pattern = patterns.get(iban.slice(0, 2));
  if (!pattern) return 'unknown_country';
  if (!pattern.test(iban)) return 'structure';
  const check = Number(iban.slice(2, 4));
  if (check < 2 || check > 98 || mod97(iban) !== 1) return 'checksum';
  if (iban.startsWith('ES') && !spanishCheckDigitsOk(iban)) return 'national_check';
  return null;
}

export function isValidIban(input: string): boolean {
  return ibanProblem(input) === null;
}

/** "DE89370400440532013000" → "DE89 3704 0044 0532 0130 00", for screens and letters. */
export function formatIban(input: string): string {
  return normalizeIban(input).replace(/(.{4})(?=.)/g, '$1 ');
}
