import { describe, expect, it } from 'vitest';
import { hasValidMembership, membershipsOf } from './membership-validity.ts';

describe('valid membership at the door', () => {
  it.each([
    ['no membership', [], false],
    ['running since before today', [{ fromDate: '2026-01-01', tillDate: null }], true],
    ['starting today', [{ fromDate: '2026-11-25', tillDate: null }], true],
    ['starting tomorrow', [{ fromDate: '2026-11-26', tillDate: null }], false],
    ['ending today', [{ fromDate: '2026-01-01', tillDate: '2026-11-25' }], true],
    ['ended yesterday', [{ fromDate: '2026-01-01', tillDate: '2026-11-24' }], false],
    [
      'one ended, one running',
      [
        { fromDate: '2025-01-01', tillDate: '2025-12-31' },
        { fromDate: '2026-06-01', tillDate: null },
      ],
      true,
    ],
    ['date-times from the event', [{ fromDate: '2026-11-25T00:00:00.000Z', tillDate: '2026-11-25T00:00:00.000Z' }], true],
  ])('%s → %s', (_case, memberships, valid) => {
    expect(hasValidMembership(memberships, '2026-11-25')).toBe(valid);
  });

  it('reads the stored JSON and skips what is not a membership', () => {
    expect(membershipsOf([{ fromDate: '2026-01-01', tillDate: null, membershipTypeId: 'x' }, { tillDate: '2026-01-01' }, null])).toEqual([
      { fromDate: '2026-01-01', tillDate: null },
    ]);
    expect(membershipsOf('nonsense')).toEqual([]);
  });
});
