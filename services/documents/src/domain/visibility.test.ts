import { describe, expect, it } from 'vitest';
import type { Role } from '@takt/proto';
import { seesAllDocuments, visibleWhere } from './visibility.ts';

describe('seesAllDocuments', () => {
  it.each<[Role[], boolean]>([
    [['admin'], true],
    [['manager'], true],
    [['employee'], true],
    [['trainer'], false],
    [['attendee'], false],
    [['interested'], false],
    [['attendee', 'employee'], true],
    [[], false],
  ])('%j -> %s', (roles, expected) => {
    expect(seesAllDocuments(roles)).toBe(expected);
    expect(visibleWhere({ userId: 'u', roles }) === undefined).toBe(expected);
  });

  it('narrows others to their roles, their name and their own uploads', () => {
    expect(visibleWhere({ userId: 'u1', roles: ['attendee', 'trainer'] })).toEqual({
      OR: [
        { visibleForUser: true, OR: [{ visibleRoles: { hasSome: ['attendee', 'trainer'] } }, { visibleUserIds: { has: 'u1' } }] },
        { createdByUserId: 'u1' },
      ],
    });
  });
});
