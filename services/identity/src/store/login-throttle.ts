import { tooManyRequests, type Cache } from '@takt/kit';

export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;

/**
 * Brute-force guard per user name (Redis when configured): after MAX_FAILED_LOGINS failures within
 * the window, logins for that name answer 429 until the window ends, before any password check.
 */
export class LoginThrottle {
  constructor(private readonly cache: Cache) {}

  private static key(kind: 'fail' | 'block', userName: string): string {
    return `identity:login-${kind}:${userName.trim().toLowerCase()}`;
  }

  /** Throws 429 rate_limited with the seconds to wait while the name is blocked. */
  async assertAllowed(userName: string): Promise<void> {
    const until = Number(await this.cache.get(LoginThrottle.key('block', userName)));
    if (!until) return;
    const retryAfter = Math.ceil((until - Date.now()) / 1000);
    if (retryAfter > 0) throw tooManyRequests(retryAfter);
  }

  async recordFailure(userName: string): Promise<void> {
    const { count, resetInSeconds } = await this.cache.hit(LoginThrottle.key('fail', userName), FAILED_LOGIN_WINDOW_SECONDS);
    if (count >= MAX_FAILED_LOGINS) {
      await this.cache.set(LoginThrottle.key('block', userName), String(Date.now() + resetInSeconds * 1000), resetInSeconds);
    }
  }

  async recordSuccess(userName: string): Promise<void> {
    await this.cache.del(LoginThrottle.key('fail', userName));
  }

  /** Lifts a block, e.g. after the password was reset. */
  async clear(userName: string): Promise<void> {
    await this.cache.del(LoginThrottle.key('fail', userName));
    await this.cache.del(LoginThrottle.key('block', userName));
  }
}
