import { describe, expect, it } from 'vitest';
import { billedMonths, discountAt, membershipFees, type Discount, type MembershipType } from './membership-fee.ts';

const NOV = { start: '2026-11-01', end: '2026-11-30' };
const Q4 = { start: '2026-10-01', end: '2026-12-31' };

const type = (over: Partial<MembershipType> = {}): MembershipType => ({
  id: 't1',
  name: 'Erwachsene',
  cost: 3900,
  yearly: false,
  discounts: [],
  ...over,
});
const m = (fromDate: string, tillDate: string | null = null) => ({ membershipTypeId: 't1', fromDate, tillDate });

describe('billedMonths', () => {
  it.each([
    ['a membership running through', m('2026-01-01'), Q4, 3],
    ['starting mid-quarter (the start month counts)', m('2026-11-15'), Q4, 2],
    ['ending mid-quarter (the end month counts)', m('2025-01-01', '2026-10-10'), Q4, 1],
    ['ended before', m('2025-01-01', '2026-09-30'), Q4, 0],
    ['starting after', m('2027-01-01'), Q4, 0],
    ['an ISO instant as start', m('2026-12-31T00:00:00.000Z'), Q4, 1],
  ])('%s', (_, membership, period, count) => {
    expect(billedMonths(membership, period)).toHaveLength(count);
  });
});

describe('discountAt: the first match by date wins', () => {
  const d = (altCost: number, dateFrom: string | null, dateTill: string | null): Discount => ({
    altName: null,
    altCost,
    dateFrom,
    dateTill,
  });
  it.each<[string, Discount[], string, number | undefined]>([
    ['none', [], '2026-11-01', undefined],
    ['open ended', [d(1000, null, null)], '2026-11-01', 1000],
    ['within', [d(1000, '2026-11-01', '2026-11-30')], '2026-11-01', 1000],
    ['after its end', [d(1000, '2026-01-01', '2026-10-31')], '2026-11-01', undefined],
    ['before its start', [d(1000, '2026-11-02', null)], '2026-11-01', undefined],
    ['two matching: the first', [d(1000, null, null), d(500, null, null)], '2026-11-01', 1000],
    ['the first not matching, the second does', [d(1000, '2027-01-01', null), d(500, null, '2026-12-31')], '2026-11-01', 500],
  ])('%s', (_, discounts, date, cost) => {
    expect(discountAt(discounts, date)?.altCost).toBe(cost);
  });
});

describe('membershipFees', () => {
  it('bills the monthly cost per month held', () => {
    expect(membershipFees([m('2026-01-01')], new Map([['t1', type()]]), Q4)).toEqual([
      { membershipTypeId: 't1', description: 'Erwachsene 01.10.2026 – 31.12.2026', centCost: 11700 },
    ]);
  });
  it('bills a twelfth of a yearly cost per month, rounded to the cent', () => {
    expect(membershipFees([m('2026-01-01')], new Map([['t1', type({ cost: 10000, yearly: true })]]), NOV)[0]!.centCost).toBe(833);
  });
  it('takes the discount valid on the first day, with its name', () => {
    const discounted = type({ discounts: [{ altName: 'Student', altCost: 2500, dateFrom: null, dateTill: null }] });
    expect(membershipFees([m('2026-01-01')], new Map([['t1', discounted]]), NOV)[0]).toMatchObject({
      centCost: 2500,
      description: 'Student 01.11.2026 – 30.11.2026',
    });
  });
  it.each([
    ['an unknown type', new Map<string, MembershipType>(), [m('2026-01-01')]],
    ['a free type', new Map([['t1', type({ cost: 0 })]]), [m('2026-01-01')]],
    ['a membership outside the period', new Map([['t1', type()]]), [m('2027-01-01')]],
  ])('bills nothing for %s', (_, types, memberships) => {
    expect(membershipFees(memberships, types, NOV)).toEqual([]);
  });
});
