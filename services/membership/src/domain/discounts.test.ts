import { describe, expect, it } from 'vitest';
import { overlappingDiscounts } from './discounts.ts';

const spring = { altName: 'Spring', altCost: 1000, dateFrom: '2026-03-01', dateTill: '2026-05-31' };
const summer = { altName: 'Summer', altCost: 2000, dateFrom: '2026-06-01', dateTill: '2026-08-31' };
const open = { altName: 'From autumn', altCost: 3000, dateFrom: '2026-09-01', dateTill: null };
const wide = { altName: 'All year', altCost: 500, dateFrom: '2026-01-01', dateTill: '2026-12-31' };

describe('overlappingDiscounts', () => {
  it.each([
    ['none', [], []],
    ['adjacent ranges do not overlap', [spring, summer, open], []],
    ['a range inside another', [wide, spring], [1]],
    ['sharing one day', [spring, { ...summer, dateFrom: '2026-05-31' }], [1]],
    ['an open-ended one overlaps everything after it', [open, { ...summer, dateFrom: '2027-01-01', dateTill: '2027-02-01' }], [1]],
    ['an open-ended one after a closed one that ends before it', [spring, open], []],
    ['only the later of an overlapping pair is named', [spring, summer, { ...spring, dateFrom: '2026-08-01', dateTill: null }], [2]],
  ])('%s', (_, list, expected) => {
    expect(overlappingDiscounts(list)).toEqual(expected);
  });
});
