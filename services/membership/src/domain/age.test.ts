import { describe, expect, it } from 'vitest';
import { ageAt, fitsAgeRange } from './age.ts';

describe('ageAt', () => {
  it.each([
    ['the day before the birthday', '2000-06-15', '2026-06-14', 25],
    ['on the birthday', '2000-06-15', '2026-06-15', 26],
    ['born this year', '2026-01-01', '2026-12-31', 0],
    ['29 February, common year, 28 February', '2008-02-29', '2026-02-28', 17],
    ['29 February, common year, 1 March', '2008-02-29', '2026-03-01', 18],
    ['29 February, leap year, 29 February', '2008-02-29', '2028-02-29', 20],
  ])('%s', (_, birthday, date, expected) => {
    expect(ageAt(birthday, date)).toBe(expected);
  });
});

describe('fitsAgeRange (spec section 5 age rule)', () => {
  const teens = { minAge: 13, maxAge: 17 };
  it.each([
    ['no bounds, any age', {}, '1950-01-01', true],
    ['unknown birthday always fits', teens, null, true],
    ['exactly the minimum', teens, '2013-06-15', true],
    ['one day short of the minimum', teens, '2013-06-16', false],
    ['exactly the maximum (17th year still running)', teens, '2008-06-16', true],
    ['turned 18 today', teens, '2008-06-15', false],
    ['only a minimum', { minAge: 18, maxAge: null }, '1930-01-01', true],
    ['only a maximum', { maxAge: 6 }, '2021-01-01', true],
    ['only a maximum, too old', { maxAge: 6 }, '2019-01-01', false],
  ])('%s', (_, range, birthday, expected) => {
    expect(fitsAgeRange(range, birthday, '2026-06-15')).toBe(expected);
  });
});
