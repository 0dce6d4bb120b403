import type { Caller, RouteContract, UserCaller } from '@takt/proto';
import { hasAnyRole, hasPermission } from '@takt/proto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { currentContext } from '../context.ts';
import type { Cache } from '../cache/index.ts';
import type { Db, TxClient } from '../db/tenant-db.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { parseODataQuery, project, type ODataQuery, type ODataResource } from '../odata/index.ts';
import { assertSafeInput, parseInput } from './validate.ts';

type Infer<T> = [NonNullable<T>] extends [z.ZodType] ? z.infer<NonNullable<T>> : undefined;

export interface HandlerContext<C, K extends RouteContract> {
  body: Infer<K['body']>;
  params: Infer<K['params']>;
  query: Record<string, unknown>;
  caller: Caller;
  /** The signed-in user; routes with access other than 'public' always have one. */
  user: UserCaller;
  db: Db<C>;
  /** Redis (or memory when standalone): throttles and session revocation stamps. */
  cache: Cache;
  req: FastifyRequest;
  reply: FastifyReply;
}

type Reply<K extends RouteContract> = K['response'] extends z.ZodType ? z.input<K['response']> : unknown;

interface ListDelegate {
  findMany(args: unknown): Promise<unknown[]>;
  count(args: unknown): Promise<number>;
}

export interface ListSpec<C, Row> {
  resource: ODataResource;
  model: (tx: TxClient<C>) => ListDelegate;
  map: (row: Row) => Record<string, unknown>;
  /** Extra conditions the caller cannot lift, e.g. "own messages only". */
  scope?: (ctx: HandlerContext<C, RouteContract>) => Record<string, unknown>;
}

/** Binds proto route contracts to handlers: access check, input validation, OData, one error shape. */
export class Router<C> {
  constructor(
    private readonly app: FastifyInstance,
    private readonly db: Db<C>,
    private readonly cache: Cache,
  ) {}

  handle<K extends RouteContract>(contract: K, handler: (ctx: HandlerContext<C, K>) => Promise<Reply<K>>): void {
    this.app.route({
      method: contract.method,
      url: contract.path,
      handler: async (req, reply) => {
        const ctx = this.context(contract, req, reply);
        const result = await handler(ctx);
        if (reply.sent) return reply;
        return result ?? { ok: true };
      },
    });
  }

  list<K extends RouteContract, Row>(contract: K, spec: ListSpec<C, Row>): void {
    this.handle(contract, async (ctx) => {
      const q: ODataQuery = parseODataQuery(ctx.query, spec.resource);
      const where = spec.scope ? { AND: [spec.scope(ctx as HandlerContext<C, RouteContract>), q.where] } : q.where;
      const [rows, count] = await ctx.db.tx(async (tx) => {
        const model = spec.model(tx);
        const found = (await model.findMany({ where, orderBy: q.orderBy, take: q.take, skip: q.skip })) as Row[];
        return [found, q.count ? await model.count({ where }) : undefined] as const;
      }, 'RepeatableRead');
      const value = project(rows.map(spec.map), q.select);
      return (count === undefined ? { value } : { value, '@odata.count': count }) as Reply<K>;
    });
  }

  private context<K extends RouteContract>(contract: K, req: FastifyRequest, reply: FastifyReply): HandlerContext<C, K> {
    const caller = currentContext()?.caller ?? { kind: 'anonymous' };
    if (contract.access !== 'public') {
      if (caller.kind !== 'user') throw unauthorized();
      if (contract.access !== 'authenticated' && !hasAnyRole(caller.roles, contract.access)) throw forbidden();
      if (contract.permission && !hasPermission(caller, contract.permission)) throw forbidden(`Missing permission ${contract.permission}`);
    }
    // Every text a client sends obeys the same rules, whether or not a schema names the field.
    assertSafeInput(req.query);
    if (!contract.body) assertSafeInput(req.body);
    return {
      body: (contract.body ? parseInput(contract.body, req.body) : undefined) as Infer<K['body']>,
      params: (contract.params ? parseInput(contract.params, req.params) : undefined) as Infer<K['params']>,
      query: (req.query ?? {}) as Record<string, unknown>,
      caller,
      get user(): UserCaller {
        if (caller.kind !== 'user') throw unauthorized();
        return caller;
      },
      db: this.db,
      cache: this.cache,
      req,
      reply,
    };
  }
}
