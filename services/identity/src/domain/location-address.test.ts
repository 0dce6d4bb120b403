import { describe, expect, it } from 'vitest';
import { fullAddress } from './location-address.ts';

describe('full address', () => {
  it.each([
    [{ street: 'Torstraße', nr: '12', zip: '10119', city: 'Berlin' }, 'Torstraße 12, 10119 Berlin'],
    [{ street: 'Torstraße', city: 'Berlin' }, 'Torstraße, Berlin'],
    [{ zip: '10119', city: 'Berlin' }, '10119 Berlin'],
    [{ street: null, nr: null, zip: null, city: null }, ''],
  ])('%j', (parts, expected) => {
    expect(fullAddress(parts)).toBe(expected);
  });
});
