import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatIban, ibanProblem, isValidIban, normalizeIban } from '../src/iban.ts';

// proto imports nothing of ours, so the repository's reference folder is found relative to here.
const lines = (file: string) =>
  readFileSync(new URL(`../../reference/iban/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean);

describe('IBAN (ISO 13616) against the public vectors', () => {
  it('accepts every IBAN of valid.txt', () => {
    const rejected = lines('valid.txt').filter((iban) => !isValidIban(iban));
    expect(rejected).toEqual([]);
  });

  it('accepts the print format (groups of four) of valid-print-format.txt', () => {
    const rejected = lines('valid-print-format.txt').filter((iban) => !isValidIban(iban));
    expect(rejected).toEqual([]);
  });

  it('rejects every line of invalid.txt', () => {
    const accepted = lines('invalid.txt').filter((iban) => isValidIban(iban));
    expect(accepted).toEqual([]);
  });

  it('rejects the strict cases: Spanish national check digits and check digits 00', () => {
    expect(lines('invalid-strict.txt').map((iban) => ibanProblem(iban))).toEqual([
      'national_check',
      'national_check',
      'national_check',
      'checksum',
    ]);
  });

  it('rejects countries outside the SWIFT registry even with a correct checksum', () => {
    expect(new Set(lines('non-registry-countries.txt').map((iban) => ibanProblem(iban)))).toEqual(new Set(['unknown_country']));
  });
});

describe('IBAN problems and formats', () => {
  it.each([
    ['DE89370400440532013000', null],
    ['de89 3704 0044 0532 0130 00', null],
    ['DE88370400440532013000', 'checksum'],
    ['DE8937040044053201300', 'structure'],
    ['DE89370400440532O13000', 'structure'],
    ['QQ9312345678', 'unknown_country'],
    ['', 'malformed'],
    ['DE', 'malformed'],
    ['DEAB370400440532013000', 'malformed'],
  ])('%s → %s', (iban, problem) => {
    expect(ibanProblem(iban)).toBe(problem);
  });

  it('normalizes and prints in groups of four', () => {
    expect(normalizeIban(' de89 3704\t0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});
