import { describe, expect, it } from 'vitest';
import { refusalOf, validOn, type PlaceCodeRules } from './self-check-in-rule.ts';

const studio = { lat: 52.520_8, lng: 13.409_4 };
const open: PlaceCodeRules = {
  active: true,
  validFrom: null,
  validTill: null,
  checkGps: false,
  lat: null,
  lng: null,
  securityPhrase: null,
};
const attempt = { today: '2026-11-27', position: null, securityPhrase: null, radiusMeters: 300 };
const near = { lat: 52.521_5, lng: 13.409_4 }; // about 80 m north
const far = { lat: 52.530_8, lng: 13.409_4 }; // about 1.1 km north

describe('refusalOf (self check-in by a location or course code)', () => {
  it.each([
    ['an open code', open, attempt, null],
    ['a switched-off code', { ...open, active: false }, attempt, 'qr_code_inactive'],
    ['the first valid day', { ...open, validFrom: '2026-11-27' }, attempt, null],
    ['before the first day', { ...open, validFrom: '2026-11-28' }, attempt, 'qr_code_not_yet_valid'],
    ['the last valid day', { ...open, validTill: '2026-11-27' }, attempt, null],
    ['after the last day', { ...open, validTill: '2026-11-26' }, attempt, 'qr_code_expired'],
    ['GPS without a position', { ...open, checkGps: true, ...studio }, attempt, 'position_required'],
    ['GPS near the place', { ...open, checkGps: true, ...studio }, { ...attempt, position: near }, null],
    ['GPS too far away', { ...open, checkGps: true, ...studio }, { ...attempt, position: far }, 'check_in_too_far'],
    ['GPS far but a wide radius', { ...open, checkGps: true, ...studio }, { ...attempt, position: far, radiusMeters: 2_000 }, null],
    ['a position sent without a GPS check', { ...open, ...studio }, { ...attempt, position: far }, null],
    ['the phrase missing', { ...open, securityPhrase: 'Blau' }, attempt, 'security_phrase_wrong'],
    ['a wrong phrase', { ...open, securityPhrase: 'Blau' }, { ...attempt, securityPhrase: 'Rot' }, 'security_phrase_wrong'],
    [
      'the phrase in other case and blanks',
      { ...open, securityPhrase: 'Blauer Hai' },
      { ...attempt, securityPhrase: ' blauer hai ' },
      null,
    ],
    ['inactive wins over expired', { ...open, active: false, validTill: '2020-01-01' }, attempt, 'qr_code_inactive'],
    ['expired wins over a wrong phrase', { ...open, validTill: '2020-01-01', securityPhrase: 'x' }, attempt, 'qr_code_expired'],
  ])('%s', (_case, code, at, expected) => {
    expect(refusalOf(code, at)).toBe(expected);
  });
});

describe('validOn', () => {
  it.each([
    [null, null, true],
    ['2026-11-27', '2026-11-27', true],
    ['2026-11-28', null, false],
    [null, '2026-11-26', false],
    ['2026-01-01', '2026-12-31', true],
  ])('from %s till %s', (validFrom, validTill, expected) => {
    expect(validOn({ validFrom, validTill }, '2026-11-27')).toBe(expected);
  });
});
