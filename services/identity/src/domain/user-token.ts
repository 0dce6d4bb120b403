import { createHash, randomBytes } from 'node:crypto';

/** What a mailed key is good for; each purpose has its own lifetime. */
export type UserTokenPurpose = 'password_reset' | 'email_confirmation';

const MINUTE_MS = 60_000;
export const TOKEN_LIFETIME_MS: Record<UserTokenPurpose, number> = {
  password_reset: 60 * MINUTE_MS,
  email_confirmation: 7 * 24 * 60 * MINUTE_MS,
};

/** A random key (32 bytes, base64url) for the mail link; only its hash is stored. */
export function newUserToken(purpose: UserTokenPurpose, now: Date = new Date()): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashUserToken(token), expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]) };
}

export function hashUserToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A stored key may be used once and only before it expires. */
export function isUsable(row: { usedAt: Date | null; expiresAt: Date }, now: Date = new Date()): boolean {
  return row.usedAt === null && row.expiresAt.getTime() > now.getTime();
}
