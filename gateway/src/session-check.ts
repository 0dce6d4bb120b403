import { isRevoked, sessionStamps, unauthorized, type Cache, type Logger, type SessionStamps } from '@takt/kit';
import type { UserCaller } from '@takt/proto';

/** How long a replica trusts the stamps it read: revocation reaches every replica within this. */
export const STAMP_CACHE_MS = 1000;
const MAX_ENTRIES = 50_000;

/**
 * Refuses access tokens issued before their user's or company's sessions were revoked (logout,
 * password change, deactivation, company deletion). Stamps come from Redis, shared by all replicas,
 * and are kept in-process for a second so a busy user costs one Redis read per second.
 */
export class SessionCheck {
  private readonly seen = new Map<string, { stamps: Promise<SessionStamps>; readAt: number; last?: SessionStamps }>();

  constructor(
    private readonly cache: Cache,
    private readonly log: Logger,
    private readonly maxAgeMs = STAMP_CACHE_MS,
  ) {}

  async assertCurrent(caller: UserCaller, issued: SessionStamps): Promise<void> {
    if (!(await this.isCurrent(caller, issued))) throw unauthorized('This session has ended; please sign in again');
  }

  /** False once the user's or company's sessions were revoked after `issued`. */
  async isCurrent(caller: UserCaller, issued: SessionStamps): Promise<boolean> {
    return !isRevoked(issued, await this.current(caller));
  }

  private async current(caller: UserCaller): Promise<SessionStamps> {
    const key = `${caller.userId}:${caller.companyId}`;
    const now = Date.now();
    const entry = this.seen.get(key);
    if (entry && now - entry.readAt < this.maxAgeMs) return entry.stamps;
    // Redis down: the last stamps read (or none) rather than refusing every request of every user.
    if (!this.cache.ready()) {
      this.log.warn('session stamps unavailable: cache not ready');
      return entry?.last ?? { user: 0, company: 0 };
    }
    if (this.seen.size >= MAX_ENTRIES) this.prune(now);
    const stamps = sessionStamps(this.cache, caller.userId, caller.companyId);
    const next = { stamps, readAt: now, last: entry?.last };
    this.seen.set(key, next);
    try {
      next.last = await stamps;
      return next.last;
    } catch (err) {
      this.seen.delete(key);
      this.log.warn({ err }, 'session stamps unavailable');
      return entry?.last ?? { user: 0, company: 0 };
    }
  }

  private prune(now: number): void {
    for (const [k, e] of this.seen) if (now - e.readAt >= this.maxAgeMs) this.seen.delete(k);
    if (this.seen.size >= MAX_ENTRIES) this.seen.clear();
  }
}
