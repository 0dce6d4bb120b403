/** Key-value cache with expiry: Redis in production, in-process when standalone. */
export interface Cache {
  readonly kind: 'redis' | 'memory';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Increments and, on the first hit, starts the expiry window; answers the count and seconds left. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }>;
  /**
   * Sets the number at `key` to max(`floor`, current + 1) and answers it, so it only ever grows
   * even when two writers race within one millisecond.
   */
  advance(key: string, floor: number, ttlSeconds: number): Promise<number>;
  ready(): boolean;
  close(): Promise<void>;
}
