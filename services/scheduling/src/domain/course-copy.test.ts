import { describe, expect, it } from 'vitest';
import { copyNameOf } from './course-copy.ts';

describe('copyNameOf', () => {
  it.each([
    ['Yoga', 'Yoga (2)'],
    ['Yoga (2)', 'Yoga (3)'],
    ['Yoga (9)', 'Yoga (10)'],
    ['Yoga(2)', 'Yoga(2) (2)'],
    ['Kurs (für Anfänger)', 'Kurs (für Anfänger) (2)'],
    ['x'.repeat(120), `${'x'.repeat(116)} (2)`],
  ])('%s → %s', (name, expected) => {
    expect(copyNameOf(name)).toBe(expected);
    expect(copyNameOf(name).length).toBeLessThanOrEqual(120);
  });
});
