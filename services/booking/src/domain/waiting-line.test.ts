import { describe, expect, it } from 'vitest';
import { joinPlace, movePlace, shiftBetween } from './waiting-line.ts';

describe('waiting line places', () => {
  it.each([
    [0, undefined, 1],
    [3, undefined, 4],
    [3, 1, 1],
    [3, 2, 2],
    [3, 4, 4],
    [3, 99, 4],
    [0, 5, 1],
  ])('a newcomer in a line of %i asking for %s joins at %i', (length, asked, place) => {
    expect(joinPlace(length, asked)).toBe(place);
  });

  it.each([
    [3, 1, 1],
    [3, 3, 3],
    [3, 9, 3],
    [1, 2, 1],
  ])('in a line of %i a move to %i lands at %i', (length, asked, place) => {
    expect(movePlace(length, asked)).toBe(place);
  });

  it.each([
    [2, 2, null],
    [4, 1, { lowest: 1, highest: 3, by: 1 }],
    [1, 4, { lowest: 2, highest: 4, by: -1 }],
    [3, 2, { lowest: 2, highest: 2, by: 1 }],
  ])('moving from %i to %i shifts %j', (from, to, shift) => {
    expect(shiftBetween(from, to)).toEqual(shift);
  });
});
