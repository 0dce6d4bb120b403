import { describe, expect, it } from 'vitest';
import { contrast, textSafeShade } from './contrast.ts';

describe('text-safe primary shade', () => {
  it('darkens the spec primary #5F78A5 (4.45:1 on white) to at least 4.5:1', () => {
    expect(contrast('#5F78A5', '#ffffff')).toBeLessThan(4.5);
    const shade = textSafeShade('#5F78A5');
    expect(contrast(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(shade).not.toBe('#5f78a5');
  });

  it('keeps a colour that is already dark enough', () => {
    expect(textSafeShade('#4b6084')).toBe('#4b6084');
  });

  it('makes even a light company colour readable', () => {
    expect(contrast(textSafeShade('#ffe066'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
