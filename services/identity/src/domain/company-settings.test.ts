import { describe, expect, it } from 'vitest';
import { logoMatchesType } from './company-settings.ts';

describe('company settings', () => {
  it.each([
    ['a PNG as PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png', true],
    ['a JPEG as JPEG', [0xff, 0xd8, 0xff, 0xe0], 'image/jpeg', true],
    ['a JPEG declared as PNG', [0xff, 0xd8, 0xff, 0xe0], 'image/png', false],
    ['text as GIF', [0x68, 0x69], 'image/gif', false],
    ['an SVG', [0x3c, 0x73, 0x76, 0x67], 'image/svg+xml', false],
  ])('logo check: %s', (_, bytes, type, expected) => {
    expect(logoMatchesType(Uint8Array.from(bytes), type)).toBe(expected);
  });
});
