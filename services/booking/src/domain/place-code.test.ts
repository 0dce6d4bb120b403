import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memberCode, readMemberCode } from './member-code.ts';
import { placeCode, readPlaceCode } from './place-code.ts';

const SECRET = 'a-secret-of-sixteen+';
const place = { companyId: randomUUID(), qrCodeId: randomUUID() };

describe('place codes', () => {
  it('reads back what it signed', () => {
    expect(readPlaceCode(SECRET, placeCode(SECRET, place))).toEqual(place);
    expect(readPlaceCode(SECRET, ` ${placeCode(SECRET, place)} `)).toEqual(place);
  });

  const code = placeCode(SECRET, place);
  const [prefix, company, id, sig] = code.split('.');
  it.each([
    ['another secret', placeCode('another-secret-16+', place)],
    ['another code id', [prefix, company, randomUUID(), sig].join('.')],
    ['another company', [prefix, randomUUID(), id, sig].join('.')],
    ['a changed signature', [prefix, company, id, `${sig!.startsWith('A') ? 'B' : 'A'}${sig!.slice(1)}`].join('.')],
    ['a bare id', place.qrCodeId],
    ['a member code', memberCode(SECRET, { companyId: place.companyId, attendeeId: place.qrCodeId, version: 1 })],
    ['an extra part', `${code}.x`],
  ])('refuses %s', (_case, forged) => {
    expect(readPlaceCode(SECRET, forged)).toBeNull();
  });

  it('is no member code either', () => {
    expect(readMemberCode(SECRET, code)).toBeNull();
  });
});
