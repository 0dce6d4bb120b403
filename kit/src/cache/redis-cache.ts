import { Redis } from 'ioredis';
import type { Cache } from './cache.ts';

// One round trip and atomic: GET, max, SET in a script.
const ADVANCE = `local v = math.max(tonumber(ARGV[1]), tonumber(redis.call('GET', KEYS[1]) or '0') + 1)
redis.call('SET', KEYS[1], v, 'EX', ARGV[2])
return v`;

export class RedisCache implements Cache {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'takt:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    this.redis.on('error', () => undefined);
  }

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'EX', ttlSeconds);
  }

  async del(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async hit(key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }> {
    const k = this.prefix + key;
    const [[, count], [, ttl]] = (await this.redis.multi().incr(k).ttl(k).exec()) as [[null, number], [null, number]];
    if (ttl < 0) {
      await this.redis.expire(k, windowSeconds);
      return { count, resetInSeconds: windowSeconds };
    }
    return { count, resetInSeconds: Math.max(1, ttl) };
  }

  async advance(key: string, floor: number, ttlSeconds: number): Promise<number> {
    return Number(await this.redis.eval(ADVANCE, 1, this.prefix + key, floor, ttlSeconds));
  }

  ready(): boolean {
    return this.redis.status === 'ready';
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
