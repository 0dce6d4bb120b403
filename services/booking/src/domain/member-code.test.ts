import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memberCode, readMemberCode } from './member-code.ts';

const SECRET = 'a-secret-of-sixteen+';
const member = { companyId: randomUUID(), attendeeId: randomUUID(), version: 3 };

describe('member codes', () => {
  it('reads back what it signed, also with surrounding blanks from a scanner', () => {
    expect(readMemberCode(SECRET, memberCode(SECRET, member))).toEqual(member);
    expect(readMemberCode(SECRET, ` ${memberCode(SECRET, member)}\n`)).toEqual(member);
  });

  const code = memberCode(SECRET, member);
  const [prefix, company, attendee, version, sig] = code.split('.');
  it.each([
    ['another secret', memberCode('another-secret-16+', member)],
    ['another attendee', [prefix, company, randomUUID(), version, sig].join('.')],
    ['another company', [prefix, randomUUID(), attendee, version, sig].join('.')],
    ['an older version', [prefix, company, attendee, '2', sig].join('.')],
    // The first character carries six bits of the first byte: changing it always changes the bytes.
    ['a changed signature', [prefix, company, attendee, version, `${sig!.startsWith('A') ? 'B' : 'A'}${sig!.slice(1)}`].join('.')],
    ['a bare attendee id', member.attendeeId],
    ['another prefix', ['TAKT2', company, attendee, version, sig].join('.')],
    ['an extra part', `${code}.x`],
    ['no uuid', [prefix, 'x', attendee, version, sig].join('.')],
    ['an empty text', ''],
  ])('refuses %s', (_case, forged) => {
    expect(readMemberCode(SECRET, forged)).toBeNull();
  });
});
