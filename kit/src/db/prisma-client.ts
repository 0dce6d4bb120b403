import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { mergeTenantIntoBegin } from './tenant-begin.ts';

type PrismaClass<C> = new (options: { adapter: PrismaPg }) => C;

const poolOfClient = new WeakMap<object, pg.Pool>();

/**
 * Every service opens its generated client the same way: through the pg driver adapter, on a pool
 * of kit's own so the pool's usage can be watched (`poolOf`); the client ends the pool with itself.
 */
export const prismaClientFactory =
  <C extends object>(PrismaClient: PrismaClass<C>) =>
  (url: string): C => {
    const pool = new pg.Pool({ connectionString: url });
    pool.on('connect', mergeTenantIntoBegin);
    // An idle connection the server ended (a restart, a failover, a dropped database) is taken out
    // of the pool by pg-pool; without a listener the pool's 'error' would end the process. Prisma
    // adds one only once it connects, and the relay and `atomic` use the pool without it.
    pool.on('error', () => undefined);
    const client = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
    poolOfClient.set(client, pool);
    return client;
  };

/** The pg pool under a client made here (statements that must bypass Prisma, see atomic.ts). */
export const poolOf = (client: object): pg.Pool | undefined => poolOfClient.get(client);

/** Connections of a client's pool: open, idle, and requests waiting for one. */
export interface PoolUsage {
  total: number;
  idle: number;
  waiting: number;
}

export function poolUsage(client: object): (() => PoolUsage) | undefined {
  const pool = poolOfClient.get(client);
  return pool && (() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
}
