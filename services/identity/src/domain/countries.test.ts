import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryName, isAllowedCountry } from './countries.ts';

describe('countries', () => {
  it('lists the 27 EU member states and Great Britain, each once', () => {
    expect(COUNTRIES).toHaveLength(28);
    expect(new Set(COUNTRIES.map((c) => c.id)).size).toBe(28);
  });

  it.each([
    ['DE', true],
    ['AT', true],
    ['GB', true],
    ['fr', true],
    ['CH', false],
    ['NO', false],
    ['US', false],
    ['', false],
  ])('%s allowed: %s', (id, expected) => {
    expect(isAllowedCountry(id)).toBe(expected);
  });

  it('names a country in German by default and in English on request', () => {
    expect(countryName('AT')).toBe('Österreich');
    expect(countryName('AT', 'en')).toBe('Austria');
    expect(countryName('GB', 'de')).toBe('Großbritannien');
    expect(countryName('CH')).toBeUndefined();
  });
});
