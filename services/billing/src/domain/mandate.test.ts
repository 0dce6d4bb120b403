import { describe, expect, it } from 'vitest';
import { assignedMandateReference, firstCollectionAfter } from './mandate.ts';

describe('assignedMandateReference', () => {
  it('is derived from the attendee id within 35 SEPA characters', () => {
    const ref = assignedMandateReference('0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0');
    expect(ref).toBe('TAKT-0F1E2D3C4B5A69788796A5B4');
    expect(ref.length).toBeLessThanOrEqual(35);
  });
});

describe('firstCollectionAfter', () => {
  const used = { mandateReference: 'M-1', iban: 'DE89370400440532013000', firstCollection: false };
  it.each([
    ['a new mandate', null, used, undefined, true],
    ['the same mandate after a collection', used, used, undefined, false],
    ['the same mandate not yet collected', { ...used, firstCollection: true }, used, undefined, true],
    ['a new reference', used, { ...used, mandateReference: 'M-2' }, undefined, true],
    ['another account', used, { ...used, iban: 'DE02120300000000202051' }, undefined, true],
    ['staff reset it', used, used, true, true],
    ['staff marked it used', null, used, false, false],
  ])('%s', (_, before, after, explicit, expected) => expect(firstCollectionAfter(before, after, explicit)).toBe(expected));
});
