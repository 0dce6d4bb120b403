import { describe, expect, it } from 'vitest';
import { referenceLinkKindOf } from './reference-links.ts';

describe('referenceLinkKindOf', () => {
  it.each([
    ['CostMembershipType', 'CostMembershipType'],
    ['characteristicattendee', 'CharacteristicAttendee'],
    ['ATTENDEEROLEATTENDEE', 'AttendeeRoleAttendee'],
    // Kinds whose parents other services own are not served here.
    ['SkillTrainer', undefined],
    ['EquipmentCourse', undefined],
    ['Cost', undefined],
  ])('%s → %s', (name, expected) => {
    expect(referenceLinkKindOf(name)).toBe(expected);
  });
});
