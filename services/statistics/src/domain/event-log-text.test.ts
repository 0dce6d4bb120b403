import { describe, expect, it } from 'vitest';
import { displayTextOf } from './event-log-text.ts';

describe('event log display text', () => {
  it.each([
    [{ lastName: { from: 'Klein', to: 'Groß' } }, ['lastName: Klein → Groß']],
    [{ email: { from: null, to: 'a@b.de' } }, ['email: – → a@b.de']],
    [
      { authorities: { from: ['ROLE_TRAINER'], to: ['ROLE_EMPLOYEE', 'ROLE_TRAINER'] } },
      ['authorities: ROLE_TRAINER → ROLE_EMPLOYEE, ROLE_TRAINER'],
    ],
    [{ b: { from: 1, to: 2 }, a: { from: true, to: false } }, ['a: true → false', 'b: 1 → 2']],
    [{}, []],
  ])('%j', (changes, expected) => {
    expect(displayTextOf(changes)).toEqual(expected);
  });
});
