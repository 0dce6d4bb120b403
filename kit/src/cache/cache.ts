/** Key-value cache with expiry: Redis in production, in-process when standalone. */
export interface Cache {
  readonly kind: 'redis' | 'memory';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Increments and, on the first hit, starts the expiry window; answers the count and seconds left. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }>;
  ready(): boolean;
  close(): Promise<void>;
}
