import { asSystem, currentCompanyId } from '../context.ts';
import { runAtomic, runHeld, type LiteralSql } from './atomic.ts';
import { poolOf } from './prisma-client.ts';
import { rawSql } from './raw-sql.ts';
import { withTenantBegin } from './tenant-begin.ts';

/** The client surface inside an interactive transaction (Prisma's own deny list). */
export type TxClient<C> = Omit<C, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;

/** The part of a generated Prisma client kit relies on. */
export interface PrismaLike {
  $extends: (...args: never[]) => unknown;
  $disconnect(): Promise<void>;
}

interface Transactional {
  $transaction<T>(
    fn: (tx: unknown) => Promise<T>,
    options?: { timeout?: number; maxWait?: number; isolationLevel?: Isolation },
  ): Promise<T>;
}

/** RepeatableRead gives several reads one snapshot (an OData page and its count agree). */
export type Isolation = 'ReadCommitted' | 'RepeatableRead' | 'Serializable';
const ISOLATION_SQL: Record<Isolation, string> = {
  ReadCommitted: 'READ COMMITTED',
  RepeatableRead: 'REPEATABLE READ',
  Serializable: 'SERIALIZABLE',
};

export interface Db<C> {
  /** Runs fn in a transaction scoped to the current tenant: queries get companyId, RLS gets app.company_id. */
  tx<T>(fn: (tx: TxClient<C>) => Promise<T>, isolation?: Isolation): Promise<T>;
  /** Cross-tenant work (relay, login lookup, sign-up): no scoping and RLS bypassed. Use sparingly. */
  system<T>(fn: (tx: TxClient<C>) => Promise<T>): Promise<T>;
  /**
   * Statements (`literalSql`) as a transaction of their own, in one round trip, for the current
   * tenant under RLS: for a hot row that must be held only while PostgreSQL runs the statement,
   * or several reads at once. Answers each statement's rows in camelCase (atomic.ts). Only RLS
   * scopes the rows here (no Prisma scoping).
   */
  atomic(statement: LiteralSql): Promise<Record<string, unknown>[][]>;
  /**
   * Cross-tenant work (RLS bypassed, as in `system`) in a transaction held open around work of
   * this process, in two round trips (`runHeld`): the relay claims rows, publishes them and
   * marks them sent.
   */
  systemHeld<T>(first: LiteralSql, work: (rows: Record<string, unknown>[]) => Promise<{ then?: LiteralSql; answer: T }>): Promise<T>;
  close(): Promise<void>;
}

const WHERE_OPS = new Set([
  'findUnique',
  'findUniqueOrThrow',
  'findFirst',
  'findFirstOrThrow',
  'findMany',
  'count',
  'aggregate',
  'groupBy',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
  'upsert',
]);

/** Adds the tenant to where/data of every operation on a tenant model; the one place scoping happens. */
export function scopeArgs(operation: string, args: Record<string, unknown>, companyId: string): Record<string, unknown> {
  const next = { ...args };
  if (WHERE_OPS.has(operation)) next.where = { ...(args.where as object | undefined), companyId };
  if (operation === 'create') next.data = { ...(args.data as object), companyId };
  if (operation === 'createMany' || operation === 'createManyAndReturn') {
    const data = args.data as object | object[];
    next.data = Array.isArray(data) ? data.map((d) => ({ ...d, companyId })) : { ...data, companyId };
  }
  if (operation === 'upsert') next.create = { ...(args.create as object), companyId };
  return next;
}

export function createDb<C extends PrismaLike>(client: C, globalModels: readonly string[] = []): Db<C> {
  const global = new Set(globalModels);
  const scoped = (client.$extends as (ext: unknown) => unknown)({
    query: {
      $allModels: {
        async $allOperations({
          model,
          operation,
          args,
          query,
        }: {
          model: string;
          operation: string;
          args: Record<string, unknown>;
          query: (a: unknown) => Promise<unknown>;
        }) {
          const companyId = currentCompanyId();
          if (!companyId || global.has(model)) return query(args);
          return query(scopeArgs(operation, args, companyId));
        },
      },
    },
  }) as Transactional;

  const run = <T>(companyId: string | undefined, bypass: boolean, fn: (tx: TxClient<C>) => Promise<T>, isolation?: Isolation) => {
    // BEGIN carries the settings and the isolation level (tenant-begin.ts): one round trip for
    // what took two or three, in every transaction.
    const settings = { companyId: companyId ?? '', bypass, applied: false, isolation: isolation && ISOLATION_SQL[isolation] };
    return withTenantBegin(settings, () =>
      scoped.$transaction(
        async (tx: unknown) => {
          if (!settings.applied) {
            await rawSql(tx)
              .$executeRaw`SELECT set_config('app.company_id', ${settings.companyId}, true), set_config('app.bypass_rls', ${bypass ? 'on' : 'off'}, true)`;
          }
          return fn(tx as TxClient<C>);
        },
        { timeout: 20_000, maxWait: 10_000, ...(isolation ? { isolationLevel: isolation } : {}) },
      ),
    );
  };

  const poolOfDb = () => {
    const pool = poolOf(client);
    if (!pool) throw new Error('statements without Prisma need a client made by prismaClientFactory');
    return pool;
  };

  return {
    tx: (fn, isolation) => run(currentCompanyId(), false, fn, isolation),
    system: (fn) => asSystem(() => run(undefined, true, fn)),
    atomic: (statement) => runAtomic(poolOfDb(), { companyId: currentCompanyId() ?? '', bypass: false }, statement),
    systemHeld: (first, work) => runHeld(poolOfDb(), { companyId: '', bypass: true }, first, work),
    close: () => client.$disconnect(),
  };
}
