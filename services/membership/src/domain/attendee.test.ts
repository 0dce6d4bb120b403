import { describe, expect, it } from 'vitest';
import { localDate } from '@takt/kit';
import { fullName, isInterested, normalizeMemberNumber } from './attendee.ts';

describe('attendee', () => {
  it('shows the full name as last, first', () => {
    expect(fullName('Anna', 'Müller')).toBe('Müller, Anna');
  });

  it.each([
    [null, true],
    ['6f1c1f8e-1111-4a4a-9b9b-000000000001', false],
  ])('interested for application user %s: %s', (id, expected) => {
    expect(isInterested(id)).toBe(expected);
  });

  it.each([
    ['Berlin late evening in winter is the same day', '2026-01-15T22:59:00Z', 'Europe/Berlin', '2026-01-15'],
    ['Berlin after local midnight in winter is the next day', '2026-01-15T23:00:00Z', 'Europe/Berlin', '2026-01-16'],
    ['Berlin after local midnight in summer is the next day', '2026-07-15T22:00:00Z', 'Europe/Berlin', '2026-07-16'],
    ['UTC stays UTC', '2026-07-15T22:00:00Z', 'UTC', '2026-07-15'],
  ])('%s', (_, now, tz, expected) => {
    expect(localDate(new Date(now), tz)).toBe(expected);
  });

  it.each([
    [undefined, null],
    ['', null],
    ['   ', null],
    [' M-17 ', 'M-17'],
  ])('member number %j becomes %j', (input, expected) => {
    expect(normalizeMemberNumber(input)).toBe(expected);
  });
});
