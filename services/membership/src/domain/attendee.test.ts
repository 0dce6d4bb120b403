import { describe, expect, it } from 'vitest';
import { localDate } from '@takt/kit';
import { ageAt, fullName, isInactive, isInterested, nextMemberNumber, normalizeMemberNumber } from './attendee.ts';

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

  const member = { applicationUserId: '6f1c1f8e-1111-4a4a-9b9b-000000000001', active: true, fromDate: null, tillDate: null };
  it.each([
    ['an active member without dates', member, false],
    ['a member switched off', { ...member, active: false }, true],
    ['a member whose till date passed yesterday', { ...member, tillDate: '2026-06-14' }, true],
    ['a member whose till date is today', { ...member, tillDate: '2026-06-15' }, false],
    ['a member starting tomorrow', { ...member, fromDate: '2026-06-16' }, true],
    ['a member starting today', { ...member, fromDate: '2026-06-15' }, false],
    ['an interested person switched off is never inactive', { ...member, applicationUserId: null, active: false }, false],
  ])('%s: inactive %s', (_, a, expected) => {
    expect(isInactive(a, '2026-06-15')).toBe(expected);
  });

  it.each([
    [[], '1'],
    [['A-7', 'x'], '1'],
    [['3', '12', '7'], '13'],
    [['0099', '12'], '0100'],
    [['999'], '1000'],
    [['12', 'M-500', '12a'], '13'],
    [['123456789012345678901234567890'], '123456789012345678901234567891'],
  ])('next member number after %j is %s', (existing, expected) => {
    expect(nextMemberNumber(existing)).toBe(expected);
  });

  it.each([
    ['the day before the birthday', '2000-06-15', '2026-06-14', 25],
    ['on the birthday', '2000-06-15', '2026-06-15', 26],
    ['a month later', '2000-06-15', '2026-07-01', 26],
    ['born on 29 February, on 28 February', '2008-02-29', '2026-02-28', 17],
    ['born on 29 February, on 1 March', '2008-02-29', '2026-03-01', 18],
    ['born today', '2026-06-15', '2026-06-15', 0],
  ])('age %s', (_, birthday, date, expected) => {
    expect(ageAt(birthday, date)).toBe(expected);
  });
});
