import { describe, expect, it } from 'vitest';
import type { Role } from '@takt/proto';
import { seesHiddenDocuments } from './visibility.ts';

describe('seesHiddenDocuments', () => {
  it.each<[Role[], boolean]>([
    [['admin'], true],
    [['manager'], true],
    [['employee'], true],
    [['trainer'], true],
    [['attendee'], false],
    [['interested'], false],
    [['attendee', 'trainer'], true],
    [[], false],
  ])('%j -> %s', (roles, expected) => {
    expect(seesHiddenDocuments(roles)).toBe(expected);
  });
});
