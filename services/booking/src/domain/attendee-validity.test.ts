import { describe, expect, it } from 'vitest';
import { isInactive, type AttendeeValidity } from './attendee-validity.ts';

const member: AttendeeValidity = { applicationUserId: 'u', active: true, fromDate: null, tillDate: null };
const today = '2026-11-28';

describe('isInactive', () => {
  it.each<[string, Partial<AttendeeValidity>, boolean]>([
    ['active without dates', {}, false],
    ['switched off', { active: false }, true],
    ['left yesterday', { tillDate: '2026-11-27' }, true],
    ['leaves today', { tillDate: today }, false],
    ['starts tomorrow', { fromDate: '2026-11-29' }, true],
    ['started today', { fromDate: today }, false],
    ['within both dates', { fromDate: '2026-01-01', tillDate: '2026-12-31' }, false],
    ['an interested person switched off', { applicationUserId: null, active: false }, false],
    ['an interested person past tillDate', { applicationUserId: null, tillDate: '2020-01-01' }, false],
  ])('%s', (_, over, expected) => {
    expect(isInactive({ ...member, ...over }, today)).toBe(expected);
  });
});
