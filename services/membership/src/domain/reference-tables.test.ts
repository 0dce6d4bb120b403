import { describe, expect, it } from 'vitest';
import { referenceTableOf } from './reference-tables.ts';

describe('referenceTableOf', () => {
  it.each([
    ['Cost', 'Cost'],
    ['cost', 'Cost'],
    ['MEMBERSTATUS', 'MemberStatus'],
    ['AttendeeRole', 'AttendeeRole'],
    ['Skill', 'Skill'],
    // Membership types have their own contracts; the generic table family does not serve them.
    ['MembershipType', undefined],
    ['Costs', undefined],
    ['', undefined],
    ['attendee', undefined],
  ])('%s → %s', (name, expected) => {
    expect(referenceTableOf(name)).toBe(expected);
  });
});
