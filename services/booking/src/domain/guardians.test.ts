import { describe, expect, it } from 'vitest';
import { ContactType } from '@takt/proto';
import { wardsOf, type ContactLink } from './guardians.ts';

const link = (attendeeId: string, contactAttendeeId: string, contactType: number): ContactLink => ({
  attendeeId,
  contactAttendeeId,
  contactType,
});

describe('wardsOf', () => {
  it.each<[string, ContactLink[], string[]]>([
    ['nobody without links', [], []],
    ['a child the parent lists as Child', [link('parent', 'kid', ContactType.Child)], ['kid']],
    ['a child listing the parent as Parent', [link('kid', 'parent', ContactType.Parent)], ['kid']],
    ['a child listing the parent as legal guardian', [link('kid', 'parent', ContactType.LegalGuardian)], ['kid']],
    ['not the parent of whoever the parent lists as Parent', [link('parent', 'grandma', ContactType.Parent)], []],
    ['not whoever lists the parent as Child', [link('grandma', 'parent', ContactType.Child)], []],
    ['no partner', [link('parent', 'partner', ContactType.MarriagePartner), link('partner', 'parent', ContactType.LifePartner)], []],
    ['no supervisor or other', [link('x', 'parent', ContactType.SuperVisor), link('parent', 'y', ContactType.Other)], []],
    ['each child once', [link('parent', 'kid', ContactType.Child), link('kid', 'parent', ContactType.Parent)], ['kid']],
    ['never themselves', [link('parent', 'parent', ContactType.Child)], []],
    ["not another family's child", [link('neighbour', 'kid', ContactType.Child)], []],
  ])('%s', (_, links, wards) => {
    expect(wardsOf(new Set(['parent']), links).sort()).toEqual(wards);
  });
});
