import { tooManyRequests, type Cache } from '@takt/kit';
import { delaySeconds } from '../domain/login-delay.ts';

/** Failures of one name from one address before that pair waits. */
export const MAX_FAILED_LOGINS = 5;
/** Failures of one name from all addresses before addresses it never signed in from wait too. */
export const MAX_FAILED_LOGINS_PER_NAME = 20;
export const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;
const KNOWN_ADDRESS_SECONDS = 90 * 86_400;

/**
 * Brute-force guard that slows an attacker without locking out the owner (Redis when configured).
 * Failures count per user name *and* client address: past MAX_FAILED_LOGINS that pair waits,
 * longer with each further failure. Guessing from many addresses is slowed per name, but only for
 * addresses the name has not signed in from before, so the owner at home still gets in. A
 * password reset starts the name afresh.
 */
export class LoginThrottle {
  constructor(private readonly cache: Cache) {}

  private async keys(userName: string, address: string) {
    const name = userName.trim().toLowerCase();
    // The generation changes when the name is cleared, orphaning every per-address counter at once.
    const generation = (await this.cache.get(`identity:login-gen:${name}`)) ?? '0';
    const pair = `${name}:${generation}:${address}`;
    return {
      pairFail: `identity:login-fail:${pair}`,
      pairBlock: `identity:login-block:${pair}`,
      nameFail: `identity:login-fail-name:${name}:${generation}`,
      nameBlock: `identity:login-block-name:${name}:${generation}`,
      known: `identity:login-known:${name}:${address}`,
    };
  }

  private async assertNotBlocked(key: string): Promise<void> {
    const until = Number(await this.cache.get(key));
    const retryAfter = Math.ceil((until - Date.now()) / 1000);
    if (until && retryAfter > 0) throw tooManyRequests(retryAfter);
  }

  /** Throws 429 rate_limited with the seconds to wait, before any password is looked at. */
  async assertAllowed(userName: string, address: string): Promise<void> {
    const k = await this.keys(userName, address);
    await this.assertNotBlocked(k.pairBlock);
    if (!(await this.cache.get(k.known))) await this.assertNotBlocked(k.nameBlock);
  }

  async recordFailure(userName: string, address: string): Promise<void> {
    const k = await this.keys(userName, address);
    const pair = await this.cache.hit(k.pairFail, FAILED_LOGIN_WINDOW_SECONDS);
    if (pair.count >= MAX_FAILED_LOGINS) await this.block(k.pairBlock, delaySeconds(pair.count - MAX_FAILED_LOGINS));
    const name = await this.cache.hit(k.nameFail, FAILED_LOGIN_WINDOW_SECONDS);
    if (name.count >= MAX_FAILED_LOGINS_PER_NAME) await this.block(k.nameBlock, delaySeconds(name.count - MAX_FAILED_LOGINS_PER_NAME, 5));
  }

  async recordSuccess(userName: string, address: string): Promise<void> {
    const k = await this.keys(userName, address);
    await this.cache.del(k.pairFail);
    await this.cache.set(k.known, '1', KNOWN_ADDRESS_SECONDS);
  }

  /** Lifts every wait of the name, e.g. after the password was reset. */
  async clear(userName: string): Promise<void> {
    await this.cache.advance(`identity:login-gen:${userName.trim().toLowerCase()}`, 0, FAILED_LOGIN_WINDOW_SECONDS * 2);
  }

  private async block(key: string, seconds: number): Promise<void> {
    await this.cache.set(key, String(Date.now() + seconds * 1000), seconds);
  }
}
