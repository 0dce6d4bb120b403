import { describe, expect, it } from 'vitest';
import { odataQuery } from '../../api/odata.ts';
import { filterOf, sortOf } from './odata-sort-filter.ts';

describe('grid state to OData', () => {
  it("uses the spec's default order until the user sorts", () => {
    const fallback = [
      { field: 'active', direction: 'desc' as const },
      { field: 'name', direction: 'asc' as const },
    ];
    expect(sortOf([], fallback)).toEqual(fallback);
    expect(sortOf([{ field: 'city', sort: 'desc' }], fallback)).toEqual([{ field: 'city', direction: 'desc' }]);
  });

  it('maps column filters by type and keeps the quick search', () => {
    const types: Record<string, string> = { active: 'boolean', nr: 'number' };
    const { filters, search } = filterOf(
      {
        items: [
          { field: 'name', operator: 'contains', value: "O'Brien" },
          { field: 'active', operator: 'is', value: 'true' },
          { field: 'city', operator: 'contains', value: '' },
        ],
        quickFilterValues: ['Köln'],
      },
      (f) => types[f],
    );
    expect(filters).toEqual([
      { field: 'name', op: 'contains', value: "O'Brien" },
      { field: 'active', op: 'eq', value: true },
    ]);
    expect(search).toBe('Köln');
  });

  it('builds $top/$skip/$orderby/$filter/$count with quoted literals', () => {
    const q = new URLSearchParams(
      odataQuery({
        top: 10,
        skip: 20,
        orderBy: [{ field: 'name', direction: 'asc' }],
        filters: [{ field: 'name', op: 'contains', value: "O'Brien" }],
        search: { text: 'Köln', fields: ['name', 'city'] },
      }),
    );
    expect(q.get('$top')).toBe('10');
    expect(q.get('$skip')).toBe('20');
    expect(q.get('$orderby')).toBe('name asc');
    expect(q.get('$filter')).toBe("contains(name,'O''Brien') and (contains(name,'Köln') or contains(city,'Köln'))");
    expect(q.get('$count')).toBe('true');
  });
});
