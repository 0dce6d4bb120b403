import { describe, expect, it } from 'vitest';
import { plusDays } from '../src/wall-clock.ts';

describe('plusDays', () => {
  it('counts calendar days over month and year ends, leap days and clock changes', () => {
    expect(plusDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(plusDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(plusDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(plusDays('2026-10-24', 1)).toBe('2026-10-25');
    expect(plusDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(plusDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(plusDays('2026-12-05T10:00:00Z', 0)).toBe('2026-12-05');
  });
});
