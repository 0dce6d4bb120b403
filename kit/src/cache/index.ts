export type { Cache } from './cache.ts';
export { MemoryCache } from './memory-cache.ts';
export { RedisCache } from './redis-cache.ts';
