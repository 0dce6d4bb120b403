import { describe, expect, it } from 'vitest';
import { applicableDiscount, costAt } from '../src/cost-discounts.ts';

const spring = { altName: 'Spring', altCost: 1000, dateFrom: '2026-03-01', dateTill: '2026-05-31' };
const summer = { altName: 'Summer', altCost: 2000, dateFrom: '2026-06-01', dateTill: '2026-08-31' };
const open = { altName: 'From autumn', altCost: 3000, dateFrom: '2026-09-01', dateTill: null };
const wide = { altName: 'All year', altCost: 500, dateFrom: '2026-01-01', dateTill: '2026-12-31' };

describe('applicableDiscount (first match by date)', () => {
  it.each([
    ['no discounts', [], '2026-04-01', undefined],
    ['before every discount', [spring, summer], '2026-02-28', undefined],
    ['on the first day', [spring, summer], '2026-03-01', 'Spring'],
    ['on the last day', [spring, summer], '2026-05-31', 'Spring'],
    ['the day after one ends, the next begins', [spring, summer], '2026-06-01', 'Summer'],
    ['after every closed discount', [spring, summer], '2026-09-01', undefined],
    ['open-ended, years later', [spring, open], '2031-02-01', 'From autumn'],
    ['two match: the first in the list wins', [spring, wide], '2026-04-01', 'Spring'],
    ['two match, listed the other way', [wide, spring], '2026-04-01', 'All year'],
    ['leap day inside a range', [{ ...wide, dateFrom: '2028-02-29', dateTill: '2028-02-29' }], '2028-02-29', 'All year'],
  ])('%s', (_, list, date, expected) => {
    expect(applicableDiscount(list, date)?.altName).toBe(expected);
  });
});

describe('costAt', () => {
  it.each([
    ['without a discount the cost itself', [], 4900],
    ['with a matching discount its price', [spring], 1000],
    ['a discount that does not hold leaves the cost', [summer], 4900],
    ['a free discount (0 cents) is a price, not a miss', [{ ...spring, altCost: 0 }], 0],
  ])('%s', (_, list, expected) => {
    expect(costAt(4900, list, '2026-04-15')).toBe(expected);
  });
});
