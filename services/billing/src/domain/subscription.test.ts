import { describe, expect, it } from 'vitest';
import { isLive, licenceFigures, quantityProblem, sortPlans, type SubscriptionFacts } from './subscription.ts';

const plan = (id: string, ...limits: (number | null)[]) => ({ id, tiers: limits.map((up_to) => ({ up_to })) });

describe("plans sorted by the first tier's up_to", () => {
  it.each([
    ['ascending by first limit', [plan('b', 20, null), plan('a', 5, null)], ['a', 'b']],
    ['no tiers last, in given order', [plan('flat1'), plan('t', 10), plan('flat2')], ['t', 'flat1', 'flat2']],
    ['an unbounded first tier after bounded ones, before no tiers', [plan('flat'), plan('inf', null), plan('t', 50)], ['t', 'inf', 'flat']],
    ['equal limits keep their order', [plan('x', 10), plan('y', 10), plan('w', 3)], ['w', 'x', 'y']],
    ['only later tiers do not count', [plan('p', 30, 5), plan('q', 10, 100)], ['q', 'p']],
    ['empty', [], []],
  ])('%s', (_name, plans, ids) => {
    expect(sortPlans(plans).map((p) => p.id)).toEqual(ids);
  });

  it('does not reorder its input', () => {
    const input = [plan('b', 2), plan('a', 1)];
    sortPlans(input);
    expect(input.map((p) => p.id)).toEqual(['b', 'a']);
  });
});

describe('licence rule (spec section 4)', () => {
  it.each<[string, SubscriptionFacts | null, number | null, number | null]>([
    ['no customer or subscription clears both', null, null, null],
    ['tiered plan: licences and max attendees from the quantity', { status: 'active', quantity: 12, tiered: true }, 12, 12],
    ['flat plan: licences only, attendees unlimited', { status: 'active', quantity: 7, tiered: false }, 7, null],
    ['trialing counts', { status: 'trialing', quantity: 3, tiered: true }, 3, 3],
    ['past due still counts', { status: 'past_due', quantity: 4, tiered: false }, 4, null],
    ['cancelled resets', { status: 'canceled', quantity: 9, tiered: true }, null, null],
    ['incomplete does not count', { status: 'incomplete', quantity: 9, tiered: true }, null, null],
    ['unpaid does not count', { status: 'unpaid', quantity: 9, tiered: false }, null, null],
  ])('%s', (_name, facts, totalLicences, maxAttendees) => {
    expect(licenceFigures(facts)).toEqual({ totalLicences, maxAttendees });
  });

  it.each([
    ['active', true],
    ['canceled', false],
    ['incomplete_expired', false],
  ])('%s is live: %s', (status, live) => expect(isLive(status)).toBe(live));
});

describe('quantity', () => {
  it.each<[string, ReturnType<typeof plan>, number, boolean]>([
    ['1 fits', plan('a', 10, null), 1, true],
    ['0 does not', plan('a', 10, null), 0, false],
    ['a fraction does not', plan('a'), 2.5, false],
    ['unbounded last tier takes any number', plan('a', 10, null), 5000, true],
    ['bounded last tier is the most', plan('a', 10, 50), 50, true],
    ['past a bounded last tier', plan('a', 10, 50), 51, false],
    ['a flat plan takes any number', plan('flat'), 999, true],
  ])('%s', (_name, p, quantity, fits) => {
    expect(quantityProblem(p, quantity) === null).toBe(fits);
  });
});
