import { tooManyRequests, type Cache } from '@takt/kit';
import type { RouteContract } from '@takt/proto';

export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

// Credentials endpoints get a tight budget against brute force; other public endpoints a looser one.
const CREDENTIAL_PATHS = new Set(['/api/users/authenticate', '/api/users/refreshtoken', '/api/company']);
// A studio's members often share one address (the studio Wi-Fi); identity throttles per user name too.
export const LOGIN_RULE: RateRule = { name: 'login', limit: 30, windowSeconds: 60 };
export const PUBLIC_RULE: RateRule = { name: 'public', limit: 120, windowSeconds: 60 };

export function ruleFor(contract: RouteContract): RateRule | undefined {
  if (contract.access !== 'public') return undefined;
  return CREDENTIAL_PATHS.has(contract.path.toLowerCase()) ? LOGIN_RULE : PUBLIC_RULE;
}

/** Counts a hit in Redis (or memory) and throws 429 with a retry hint past the limit. */
export async function enforce(cache: Cache, rule: RateRule, clientKey: string): Promise<void> {
  const { count, resetInSeconds } = await cache.hit(`rl:${rule.name}:${clientKey}`, rule.windowSeconds);
  if (count > rule.limit) throw tooManyRequests(resetInSeconds);
}
