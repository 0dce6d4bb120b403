import type { Cache } from './cache.ts';

export class MemoryCache implements Cache {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();

  private live(key: string): { value: string; expiresAt: number } | undefined {
    const e = this.entries.get(key);
    if (e && e.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: Date.now() + ttlSeconds * 1000 });
  }

  async del(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async hit(key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }> {
    const e = this.live(key) ?? { value: '0', expiresAt: Date.now() + windowSeconds * 1000 };
    e.value = String(Number(e.value) + 1);
    this.entries.set(key, e);
    return { count: Number(e.value), resetInSeconds: Math.max(1, Math.ceil((e.expiresAt - Date.now()) / 1000)) };
  }

  async advance(key: string, floor: number, ttlSeconds: number): Promise<number> {
    const next = Math.max(floor, Number(this.live(key)?.value ?? 0) + 1);
    await this.set(key, String(next), ttlSeconds);
    return next;
  }

  ready(): boolean {
    return true;
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}
