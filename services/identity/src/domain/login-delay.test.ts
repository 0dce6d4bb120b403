import { describe, expect, it } from 'vitest';
import { delaySeconds } from './login-delay.ts';

describe('login delays grow with each failure past the limit', () => {
  it.each([
    [0, 30],
    [1, 60],
    [2, 120],
    [4, 480],
    [5, 900],
    [50, 900],
  ])('%i failures past the limit wait %i s', (past, seconds) => {
    expect(delaySeconds(past)).toBe(seconds);
  });
});
