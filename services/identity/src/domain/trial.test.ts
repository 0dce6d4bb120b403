import { describe, expect, it } from 'vitest';
import { trialDaysLeft, trialEndingSoon } from './trial.ts';

const begin = new Date('2026-11-01T10:00:00Z');

describe('trial', () => {
  it.each([
    ['at the start', '2026-11-01T10:00:00Z', 14],
    ['one minute in', '2026-11-01T10:01:00Z', 14],
    ['a day and a minute in', '2026-11-02T10:01:00Z', 13],
    ['one minute before the end', '2026-11-15T09:59:00Z', 1],
    ['at the end', '2026-11-15T10:00:00Z', 0],
    ['long after', '2027-01-01T00:00:00Z', 0],
  ])('%s', (_, now, expected) => {
    expect(trialDaysLeft(begin, new Date(now))).toBe(expected);
  });

  it('answers -1 without a begin date', () => {
    expect(trialDaysLeft(null)).toBe(-1);
  });

  it.each([
    [-1, false],
    [0, true],
    [7, true],
    [8, false],
  ])('ending soon for %i days left: %s', (days, expected) => {
    expect(trialEndingSoon(days)).toBe(expected);
  });
});
