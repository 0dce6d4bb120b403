import { describe, expect, it } from 'vitest';
import { creditorOf } from './creditor.ts';

const company = { name: 'Tanzstudio', iban: 'DE02 1203 0000 0000 2020 51', creditorIdentifier: 'de98 zzz0 9999 9999 99' };

describe('creditorOf', () => {
  it('answers the creditor in electronic format', () => {
    expect(creditorOf(company)).toEqual({ name: 'Tanzstudio', iban: 'DE02120300000000202051', creditorId: 'DE98ZZZ09999999999' });
  });

  it.each([
    ['no company yet', null, 'missing_name'],
    ['a blank name', { ...company, name: '  ' }, 'missing_name'],
    ['no IBAN', { ...company, iban: null }, 'invalid_iban'],
    ['an IBAN with a wrong check', { ...company, iban: 'DE03120300000000202051' }, 'invalid_iban'],
    ['no creditor id', { ...company, creditorIdentifier: null }, 'invalid_creditor_id'],
    ['a creditor id with a wrong check', { ...company, creditorIdentifier: 'DE97ZZZ09999999999' }, 'invalid_creditor_id'],
  ])('names the problem: %s', (_, c, problem) => expect(creditorOf(c)).toBe(problem));
});
