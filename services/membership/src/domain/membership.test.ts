import { describe, expect, it } from 'vitest';
import { hasActiveMembership, invertedPeriods, isMembershipActive } from './membership.ts';

describe('isMembershipActive', () => {
  it.each([
    ['before the start', { fromDate: '2026-03-01' }, '2026-02-28', false],
    ['on the first day', { fromDate: '2026-03-01' }, '2026-03-01', true],
    ['open-ended, years later', { fromDate: '2026-03-01', tillDate: null }, '2031-01-01', true],
    ['within a closed range', { fromDate: '2026-03-01', tillDate: '2026-12-31' }, '2026-07-15', true],
    ['on the last day', { fromDate: '2026-03-01', tillDate: '2026-12-31' }, '2026-12-31', true],
    ['the day after the end', { fromDate: '2026-03-01', tillDate: '2026-12-31' }, '2027-01-01', false],
    ['a one-day membership on its day', { fromDate: '2028-02-29', tillDate: '2028-02-29' }, '2028-02-29', true],
  ])('%s', (_, m, date, expected) => {
    expect(isMembershipActive(m, date)).toBe(expected);
  });
});

describe('hasActiveMembership', () => {
  it.each([
    ['no memberships', [], false],
    ['only expired ones', [{ fromDate: '2025-01-01', tillDate: '2025-12-31' }], false],
    ['only future ones', [{ fromDate: '2026-07-01' }], false],
    ['one expired, one current', [{ fromDate: '2025-01-01', tillDate: '2025-12-31' }, { fromDate: '2026-01-01' }], true],
  ])('%s', (_, list, expected) => {
    expect(hasActiveMembership(list, '2026-06-15')).toBe(expected);
  });
});

describe('invertedPeriods', () => {
  it('names the memberships ending before they start', () => {
    const list = [
      { fromDate: '2026-01-01' },
      { fromDate: '2026-05-01', tillDate: '2026-04-30' },
      { fromDate: '2026-05-01', tillDate: '2026-05-01' },
    ];
    expect(invertedPeriods(list)).toEqual([1]);
  });
});
