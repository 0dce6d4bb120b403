import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScenario, percentile } from '../src/scenario.ts';

const dir = new URL('../scenarios/', import.meta.url).pathname;

describe('load scenarios', () => {
  it.each(readdirSync(dir))('%s is a valid scenario', (file) => {
    expect(loadScenario(dir + file).targets.length).toBeGreaterThan(0);
  });

  it('computes nearest-rank percentiles', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([percentile(xs, 50), percentile(xs, 95), percentile(xs, 99), percentile([], 50)]).toEqual([50, 95, 99, 0]);
  });
});
