export type { Cache } from './cache.ts';
export { MemoryCache } from './memory-cache.ts';
export { RedisCache } from './redis-cache.ts';
export { isRevoked, revokeSessions, sessionStamps, type SessionScope, type SessionStamps } from './session-revocation.ts';
