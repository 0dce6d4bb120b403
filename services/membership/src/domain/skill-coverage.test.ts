import { describe, expect, it } from 'vitest';
import { skillCoverage } from './skill-coverage.ts';

describe('skill coverage', () => {
  it.each([
    { asked: [], held: [], percentage: 100 },
    { asked: [], held: ['yoga'], percentage: 100 },
    { asked: ['yoga'], held: [], percentage: 0 },
    { asked: ['yoga'], held: ['yoga', 'pilates'], percentage: 100 },
    { asked: ['yoga', 'pilates'], held: ['yoga'], percentage: 50 },
    { asked: ['yoga', 'pilates', 'boxing'], held: ['yoga', 'boxing'], percentage: 66 },
    { asked: ['yoga', 'pilates', 'boxing'], held: ['yoga'], percentage: 33 },
    { asked: ['yoga', 'yoga'], held: ['yoga'], percentage: 100 },
    { asked: ['yoga', 'yoga', 'pilates'], held: ['yoga'], percentage: 50 },
  ])('$asked with $held is $percentage %', ({ asked, held, percentage }) => {
    expect(skillCoverage(asked, new Set(held))).toBe(percentage);
  });
});
