import { tooManyRequests, type Cache } from '@takt/kit';
import type { RateLimitClass, RouteContract } from '@takt/proto';

export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

// A studio's members often share one address (the studio Wi-Fi); identity throttles per user name too.
export const LOGIN_RULE: RateRule = { name: 'login', limit: 30, windowSeconds: 60 };
export const PUBLIC_RULE: RateRule = { name: 'public', limit: 120, windowSeconds: 60 };
// A family applies for a few people in one sitting; a bot sending applications is held after ten.
export const APPLICATION_RULE: RateRule = { name: 'application', limit: 10, windowSeconds: 600 };

const RULES: Record<RateLimitClass, RateRule> = { credentials: LOGIN_RULE, application: APPLICATION_RULE, public: PUBLIC_RULE };

/** The contract names its class; signed-in routes are not limited per address. */
export function ruleFor(contract: RouteContract): RateRule | undefined {
  if (contract.rateLimit) return RULES[contract.rateLimit];
  return contract.access === 'public' ? PUBLIC_RULE : undefined;
}

/** Counts a hit in Redis (or memory) and throws 429 with a retry hint past the limit. */
export async function enforce(cache: Cache, rule: RateRule, clientKey: string): Promise<void> {
  const { count, resetInSeconds } = await cache.hit(`rl:${rule.name}:${clientKey}`, rule.windowSeconds);
  if (count > rule.limit) throw tooManyRequests(resetInSeconds);
}
