import { describe, expect, it } from 'vitest';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

describe('translations', () => {
  it('have the same keys in German and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
  });

  it('have no empty texts', () => {
    for (const [key, text] of [...Object.entries(de), ...Object.entries(en)]) expect(text, key).not.toBe('');
  });
});
