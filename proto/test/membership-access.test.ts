import { describe, expect, it } from 'vitest';
import { membershipAccess, membershipRefusal, type HeldMembership } from '../src/membership-access.ts';

const [gold, silver, kids] = ['gold', 'silver', 'kids'];
const listed = [
  { membershipTypeId: gold, centCost: 0 },
  { membershipTypeId: silver, centCost: 800 },
  { membershipTypeId: kids, centCost: 500 },
];
const held = (membershipTypeId: string, fromDate: string, tillDate?: string | null): HeldMembership => ({
  membershipTypeId,
  fromDate,
  tillDate,
});

describe('membership access to a course (available for the attendee, price for the attendee)', () => {
  it.each([
    ['no types listed: open to all at the course price', [], [], { available: true, centCost: null }],
    ['no membership while types are listed', listed, [], { available: false, centCost: 0 }],
    ['an unlisted type only', listed, [held('bronze', '2026-01-01')], { available: false, centCost: 0 }],
    ['a listed type, open-ended', listed, [held(silver, '2026-01-01')], { available: true, centCost: 800 }],
    [
      'two listed types: the lower price',
      listed,
      [held(silver, '2026-01-01'), held(kids, '2026-11-01')],
      { available: true, centCost: 500 },
    ],
    [
      'a free type beats a paid one',
      listed,
      [held(silver, '2026-01-01'), held(gold, '2026-01-01', '2026-12-31')],
      { available: true, centCost: 0 },
    ],
    ['starting on the day counts', listed, [held(kids, '2026-11-25')], { available: true, centCost: 500 }],
    ['ending on the day counts', listed, [held(kids, '2025-01-01', '2026-11-25')], { available: true, centCost: 500 }],
    ['ended the day before', listed, [held(kids, '2025-01-01', '2026-11-24')], { available: false, centCost: 0 }],
    ['starting the day after', listed, [held(kids, '2026-11-26')], { available: false, centCost: 0 }],
    [
      'an active unlisted and an ended listed one',
      listed,
      [held('bronze', '2026-01-01'), held(gold, '2025-01-01', '2025-12-31')],
      { available: false, centCost: 0 },
    ],
  ])('%s', (_, types, memberships, expected) => {
    expect(membershipAccess(types, memberships, '2026-11-25')).toEqual(expected);
  });
});

describe('why membership access is refused (each reason its own code)', () => {
  it.each([
    ['no types listed', [], [], null],
    ['a listed type active at the date', listed, [held(silver, '2026-01-01')], null],
    ['no membership at all', listed, [], 'not_listed'],
    ['an unlisted type only', listed, [held('bronze', '2026-01-01')], 'not_listed'],
    ['a listed type that ended the day before', listed, [held(kids, '2025-01-01', '2026-11-24')], 'not_active'],
    ['a listed type starting the day after', listed, [held(kids, '2026-11-26')], 'not_active'],
    [
      'an active unlisted and an ended listed one',
      listed,
      [held('bronze', '2026-01-01'), held(gold, '2025-01-01', '2025-12-31')],
      'not_active',
    ],
  ])('%s', (_, types, memberships, expected) => {
    expect(membershipRefusal(types, memberships, '2026-11-25')).toBe(expected);
  });
});
