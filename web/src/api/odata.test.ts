import { describe, expect, it } from 'vitest';
import { filterOf, odataQuery } from './odata.ts';

describe('OData quick search', () => {
  it('asks for every typed word in one of the fields, so "anna mül" finds "Müller, Anna"', () => {
    expect(filterOf({ search: { text: ' anna  mül ', fields: ['lastName', 'firstName'], words: true } })).toBe(
      "(contains(lastName,'anna') or contains(firstName,'anna')) and (contains(lastName,'mül') or contains(firstName,'mül'))",
    );
  });

  it('searches a grid for the text as typed, so "Saal 2" does not also find "Saal 12"', () => {
    expect(filterOf({ search: { text: ' Saal 2 ', fields: ['name', 'city'] } })).toBe(
      "(contains(name,'Saal 2') or contains(city,'Saal 2'))",
    );
  });

  it('keeps the filters, quotes apostrophes and leaves out an empty search', () => {
    const filters = [{ field: 'active', op: 'eq', value: true }] as const;
    expect(filterOf({ filters, search: { text: "o'neil", fields: ['lastName'] } })).toBe("active eq true and contains(lastName,'o''neil')");
    expect(filterOf({ filters, search: { text: '   ', fields: ['lastName'] } })).toBe('active eq true');
    expect(odataQuery({ top: 20, skip: 0, count: false, search: { text: '', fields: ['lastName'] } })).toBe('%24top=20&%24skip=0');
  });
});
