import { describe, expect, it } from 'vitest';
import { visitTimesProblem } from './presence-times.ts';

const now = new Date('2026-11-27T10:00:00Z');
const at = (iso: string) => new Date(iso);

describe('the times of a recorded visit', () => {
  it('accepts a past visit, an open one and a moment of clock skew', () => {
    expect(visitTimesProblem({ dateEnter: at('2026-11-27T08:00:00Z'), dateLeave: at('2026-11-27T09:00:00Z') }, now)).toBeNull();
    expect(visitTimesProblem({ dateEnter: at('2026-11-27T08:00:00Z'), dateLeave: null }, now)).toBeNull();
    expect(visitTimesProblem({ dateEnter: at('2026-11-27T10:00:30Z'), dateLeave: at('2026-11-27T10:00:30Z') }, now)).toBeNull();
  });

  it('refuses leaving before entering and times in the future', () => {
    expect(visitTimesProblem({ dateEnter: at('2026-11-27T09:00:00Z'), dateLeave: at('2026-11-27T08:59:59Z') }, now)?.field).toBe(
      'dateLeave',
    );
    expect(visitTimesProblem({ dateEnter: at('2026-11-27T10:05:00Z'), dateLeave: null }, now)?.field).toBe('dateEnter');
    expect(visitTimesProblem({ dateEnter: at('2026-11-27T09:00:00Z'), dateLeave: at('2026-11-27T11:00:00Z') }, now)?.message).toMatch(
      /future/,
    );
  });
});
