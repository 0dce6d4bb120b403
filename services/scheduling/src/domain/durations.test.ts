import { describe, expect, it } from 'vitest';
import { durationInHours } from './durations.ts';

describe('durationInHours', () => {
  it.each([
    ['09:00', '10:30', 1.5],
    ['18:00', '18:45', 0.75],
    ['10:00', '10:20', 0.33],
    ['00:00', '23:59', 23.98],
  ])('%s to %s is %d hours', (from, till, hours) => expect(durationInHours(from, till)).toBe(hours));
});
