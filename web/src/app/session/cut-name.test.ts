import { describe, expect, it } from 'vitest';
import { cutName } from './cut-name.ts';

describe('cutName', () => {
  it('keeps names of up to 24 characters', () => {
    expect(cutName('Studio Mitte')).toBe('Studio Mitte');
    expect(cutName('x'.repeat(24))).toBe('x'.repeat(24));
  });

  it('cuts longer names after 24 characters with an ellipsis', () => {
    expect(cutName('Tanzstudio am Hauptbahnhof Nord')).toBe('Tanzstudio am Hauptbahnh…');
    expect(cutName('y'.repeat(25))).toBe(`${'y'.repeat(24)}…`);
  });

  it('counts characters, not UTF-16 units, and drops a space before the ellipsis', () => {
    expect(cutName('🙂'.repeat(30))).toBe(`${'🙂'.repeat(24)}…`);
    expect(cutName('Großer Saal im Gebäude B West')).toBe('Großer Saal im Gebäude B…');
    expect(cutName('Saal mit Blick auf den  Park')).toBe('Saal mit Blick auf den…');
  });
});
