import { CatalogueEntryType, PaymentInterval } from '@takt/proto';
import { describe, expect, it } from 'vitest';
import { applicationFigures, membershipTypePrice, needsGuardian, type ChosenType, type PricedEntry } from './application-costs.ts';

const { ForRegistration, Empty, MonthlyMembershipCost: Monthly, YearlyMembershipCost: Yearly } = CatalogueEntryType;
const type = (over: Partial<ChosenType> = {}): ChosenType => ({
  id: 't1',
  name: 'Fitness',
  cost: 3000,
  type: Monthly,
  discounts: [],
  overrides: [],
  ...over,
});
const cost = (over: Partial<PricedEntry>): PricedEntry => ({
  id: 'c1',
  name: 'Aufnahme',
  cost: 2500,
  type: ForRegistration,
  discounts: [],
  ...over,
});

describe('membershipTypePrice', () => {
  const student = 's1';
  const withAll = type({
    overrides: [{ memberStatusId: student, cost: 1500 }],
    discounts: [
      { altName: 'Sommer', altCost: 1000, dateFrom: '2026-06-01', dateTill: '2026-08-31' },
      { altName: 'Später', altCost: 500, dateFrom: '2026-07-01', dateTill: null },
    ],
  });
  it.each<[string, ChosenType, string | null, string, { name: string; price: number }]>([
    ['own cost', type(), null, '2026-01-01', { name: 'Fitness', price: 3000 }],
    ['cost of the member status', withAll, student, '2026-01-01', { name: 'Fitness', price: 1500 }],
    ['another status keeps the cost', withAll, 'other', '2026-01-01', { name: 'Fitness', price: 3000 }],
    ['a discount wins over the status cost', withAll, student, '2026-06-01', { name: 'Sommer', price: 1000 }],
    ['the first matching discount wins', withAll, null, '2026-07-15', { name: 'Sommer', price: 1000 }],
    ['the open-ended later one after the first ended', withAll, null, '2026-09-01', { name: 'Später', price: 500 }],
    [
      'a discount without a name keeps the type name',
      type({ discounts: [{ altCost: 0, dateFrom: '2026-01-01' }] }),
      null,
      '2026-01-01',
      { name: 'Fitness', price: 0 },
    ],
  ])('%s', (_, t, status, date, expected) => {
    expect(membershipTypePrice(t, status, date)).toEqual(expected);
  });
});

describe('applicationFigures', () => {
  const date = '2026-03-01';
  it.each<[string, ChosenType[], PricedEntry[], (typeof PaymentInterval)[keyof typeof PaymentInterval], Record<string, unknown>]>([
    [
      'one monthly type, monthly',
      [type()],
      [],
      PaymentInterval.Monthly,
      { subscriptions: ['Fitness'], subscriptionPrices: [3000], totalCosts: 3000, periodicCostFactor: 1 },
    ],
    [
      'quarterly multiplies the monthly amounts by three',
      [type()],
      [cost({ id: 'm', name: 'Handtuch', cost: 500, type: Monthly })],
      PaymentInterval.Quarterly,
      { periodicFixedCostItems: ['Handtuch'], periodicFixedCostPrices: [500], totalCosts: 10500, periodicCostFactor: 3 },
    ],
    [
      'one-time and yearly costs are added once',
      [type()],
      [cost({}), cost({ id: 'y', name: 'Verband', cost: 4000, type: Yearly })],
      PaymentInterval.HalfYearly,
      {
        oneTimeCostItems: ['Aufnahme'],
        oneTimeCostPrices: [2500],
        yearlyFixedCostItems: ['Verband'],
        yearlyFixedCostPrices: [4000],
        totalCosts: 3000 * 6 + 2500 + 4000,
        periodicCostFactor: 6,
      },
    ],
    [
      'a yearly type is a yearly item, not a subscription',
      [type({ type: Yearly, cost: 12000, name: 'Jahresabo' })],
      [],
      PaymentInterval.Yearly,
      { subscriptions: [], yearlyFixedCostItems: ['Jahresabo'], yearlyFixedCostPrices: [12000], totalCosts: 12000, periodicCostFactor: 12 },
    ],
    [
      'a cost linked to two chosen types counts once; an Empty cost has no price',
      [type(), type({ id: 't2', name: 'Yoga', cost: 2000 })],
      [cost({}), cost({}), cost({ id: 'e', type: Empty, cost: 999 })],
      PaymentInterval.Monthly,
      { subscriptions: ['Fitness', 'Yoga'], oneTimeCostPrices: [2500], totalCosts: 7500 },
    ],
    [
      'a cost discount applies at the date',
      [],
      [cost({ discounts: [{ altName: 'Aktion', altCost: 0, dateFrom: '2026-03-01', dateTill: '2026-03-31' }] })],
      PaymentInterval.Monthly,
      { oneTimeCostItems: ['Aktion'], oneTimeCostPrices: [0], totalCosts: 0 },
    ],
  ])('%s', (_, types, costs, interval, expected) => {
    expect(applicationFigures({ types, costs, interval, date })).toMatchObject(expected);
  });
});

describe('needsGuardian', () => {
  const paid = type();
  const free = type({ cost: 0 });
  it.each<[string, string | null, ChosenType[], boolean]>([
    ['an adult never', '2000-01-01', [paid], false],
    ['a minor with a paid type', '2010-05-01', [paid], true],
    ['a minor turning 18 on the day is adult', '2008-03-01', [paid], false],
    ['a minor one day before 18', '2008-03-02', [paid], true],
    ['a minor with a free type only', '2015-01-01', [free], false],
    [
      'a minor with a free type whose member status costs',
      '2015-01-01',
      [type({ cost: 0, overrides: [{ memberStatusId: 's', cost: 100 }] })],
      true,
    ],
    ['no birthday counts as adult', null, [paid], false],
  ])('%s', (_, birthday, types, expected) => {
    expect(needsGuardian(birthday, '2026-03-01', types)).toBe(expected);
  });
});
