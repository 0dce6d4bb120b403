import { describe, expect, it } from 'vitest';
import { hashUserToken, isUsable, newUserToken, TOKEN_LIFETIME_MS } from './user-token.ts';

describe('user tokens', () => {
  it('are random, 32 bytes, and stored only as their hash', () => {
    const a = newUserToken('password_reset');
    const b = newUserToken('password_reset');
    expect(a.token).not.toBe(b.token);
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.hash).toBe(hashUserToken(a.token));
    expect(a.hash).not.toContain(a.token);
  });

  it('expire after 60 minutes for a reset and 7 days for a confirmation', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(newUserToken('password_reset', now).expiresAt.toISOString()).toBe('2026-11-22T11:00:00.000Z');
    expect(newUserToken('email_confirmation', now).expiresAt.toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(TOKEN_LIFETIME_MS.password_reset).toBe(3_600_000);
  });

  it.each([
    ['fresh', null, '2026-11-22T11:00:00Z', true],
    ['used', '2026-11-22T10:30:00Z', '2026-11-22T11:00:00Z', false],
    ['expired', null, '2026-11-22T09:59:59Z', false],
    ['expiring this instant', null, '2026-11-22T10:00:00Z', false],
  ])('is usable when %s: %s', (_, usedAt, expiresAt, expected) => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(isUsable({ usedAt: usedAt ? new Date(usedAt) : null, expiresAt: new Date(expiresAt) }, now)).toBe(expected);
  });
});
