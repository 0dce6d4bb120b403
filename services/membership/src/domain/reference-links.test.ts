import { describe, expect, it } from 'vitest';
import { referenceLinkKindOf } from './reference-links.ts';

describe('referenceLinkKindOf', () => {
  it.each([
    ['CostMembershipType', 'CostMembershipType'],
    ['characteristicattendee', 'CharacteristicAttendee'],
    ['ATTENDEEROLEATTENDEE', 'AttendeeRoleAttendee'],
    ['skilltrainer', 'SkillTrainer'],
    ['SkillCourse', 'SkillCourse'],
    // Kinds not served (yet).
    ['SkillDateTime', undefined],
    ['EquipmentCourse', undefined],
    ['Cost', undefined],
  ])('%s → %s', (name, expected) => {
    expect(referenceLinkKindOf(name)).toBe(expected);
  });
});
