import type { Cache } from './cache.ts';

/**
 * Kept far longer than an access token lives (15 minutes): once a stamp expires, every token it
 * could have revoked has expired too, and tokens issued after it carry a stamp at least as large.
 */
const STAMP_TTL_SECONDS = 24 * 3600;

export type SessionScope = 'user' | 'company';

/** The revocation stamps (epoch ms, 0 = never revoked) an access token was issued under. */
export interface SessionStamps {
  user: number;
  company: number;
}

const stampKey = (scope: SessionScope, id: string) => `session-revoked:${scope}:${id}`;

/**
 * Ends every access token issued so far for one user or a whole company: the token carries the
 * stamps current when it was issued and the gateway refuses it once a stamp has grown.
 */
export async function revokeSessions(cache: Cache, scope: SessionScope, id: string): Promise<void> {
  await cache.advance(stampKey(scope, id), Date.now(), STAMP_TTL_SECONDS);
}

export async function sessionStamps(cache: Cache, userId: string, companyId: string): Promise<SessionStamps> {
  const [user, company] = await Promise.all([cache.get(stampKey('user', userId)), cache.get(stampKey('company', companyId))]);
  return { user: Number(user ?? 0), company: Number(company ?? 0) };
}

export function isRevoked(issued: SessionStamps, current: SessionStamps): boolean {
  return issued.user < current.user || issued.company < current.company;
}
