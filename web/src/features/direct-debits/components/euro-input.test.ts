import { describe, expect, it } from 'vitest';
import { centsOfInput, inputOfCents } from './euro-input.ts';

describe('euro input', () => {
  it.each([
    ['5', 500],
    ['5,5', 550],
    ['5.50', 550],
    [' 12,34 ', 1234],
    ['0', 0],
    ['-1', null],
    ['5,555', null],
    ['abc', null],
    ['', null],
  ])('%j → %s cents', (text, cents) => expect(centsOfInput(text)).toBe(cents));

  it('writes cents back in the user’s decimal mark', () => {
    expect(inputOfCents(550, 'de')).toBe('5,50');
    expect(inputOfCents(5, 'en')).toBe('0.05');
  });
});
