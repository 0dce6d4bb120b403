import type { Caller, RouteContract, UserCaller } from '@takt/proto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { currentContext } from '../context.ts';
import type { Cache } from '../cache/index.ts';
import type { Db, TxClient } from '../db/tenant-db.ts';
import { unauthorized } from '../errors.ts';
import { parseODataQuery, project, type ODataQuery } from '../odata/index.ts';
import { authorize } from './authorize.ts';
import { assertSafeInput, parseInput, parseQuery } from './validate.ts';

type Infer<T> = [NonNullable<T>] extends [z.ZodType] ? z.infer<NonNullable<T>> : undefined;

export interface HandlerContext<C, K extends RouteContract> {
  body: Infer<K['body']>;
  params: Infer<K['params']>;
  /** The contract's query schema applied (keys matched case-insensitively); empty without one. */
  query: [NonNullable<K['query']>] extends [z.ZodType] ? z.infer<NonNullable<K['query']>> : Record<string, never>;
  /** The parsed OData options of a contract with `odata`. */
  odata: K['odata'] extends object ? ODataQuery : undefined;
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

/**
 * An answer that is already the contract's response as JSON text (one kept in the cache): sent
 * as it is, because parsing and encoding a large cached answer again is most of its cost.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

type Where = Record<string, unknown>;

/** Prisma's delegate methods as a list uses them; a generated delegate fits as it is. */
interface ListDelegate {
  findMany(args: unknown): Promise<unknown[]>;
  count(args: unknown): Promise<number>;
}

export interface ListSpec<C, K extends RouteContract, Row, Out = Row> {
  model: (tx: TxClient<C>) => ListDelegate;
  /** Conditions the caller cannot lift, known at request time: "own messages only", a path parameter, a lookup (may answer 404). */
  where?: (ctx: HandlerContext<C, K>, tx: TxClient<C>) => Where | Promise<Where>;
  /** What the rows need beyond their own columns (names, links), read in the same transaction. */
  enrich?: (tx: TxClient<C>, rows: Row[], ctx: HandlerContext<C, K>) => Promise<Out[]>;
  /** The response item of a row; rows already shaped by `enrich` need none. */
  map?: (row: Out) => Record<string, unknown>;
  /** The transaction a page is read in; the caller's tenant by default, one snapshot for page and count. */
  run?: <T>(ctx: HandlerContext<C, K>, work: (tx: TxClient<C>) => Promise<T>) => Promise<T>;
}

/** Binds proto route contracts to handlers: access check, input validation, OData, one error shape. */
export class Router<C> {
  private readonly handled = new Set<RouteContract>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly db: Db<C>,
    private readonly cache: Cache,
  ) {}

  handle<K extends RouteContract>(contract: K, handler: (ctx: HandlerContext<C, K>) => Promise<Reply<K> | JsonText>): void {
    this.handled.add(contract);
    this.app.route({
      method: contract.method,
      url: contract.path,
      handler: async (req, reply) => {
        const ctx = this.context(contract, req, reply);
        const result = await handler(ctx);
        if (reply.sent) return reply;
        if (result instanceof JsonText) return reply.type('application/json; charset=utf-8').send(result.text);
        return result ?? { ok: true };
      },
    });
  }

  /** An OData list of the contract's resource, parameterised by `where`. */
  list<K extends RouteContract, Row, Out = Row>(contract: K, spec: ListSpec<C, K, Row, Out>): void {
    this.handle(contract, async (ctx) => {
      const q = ctx.odata as ODataQuery;
      const run = spec.run ?? ((_, work) => ctx.db.tx(work, 'RepeatableRead'));
      const [rows, count] = await run(ctx, async (tx) => {
        const where = spec.where ? { AND: [await spec.where(ctx, tx), q.where] } : q.where;
        const model = spec.model(tx);
        const found = (await model.findMany({ where, orderBy: q.orderBy, take: q.take, skip: q.skip })) as Row[];
        const out = spec.enrich ? await spec.enrich(tx, found, ctx) : (found as unknown as Out[]);
        return [out, q.count ? await model.count({ where }) : undefined] as const;
      });
      const value = project(spec.map ? rows.map(spec.map) : (rows as Record<string, unknown>[]), q.select);
      return (count === undefined ? { value } : { value, '@odata.count': count }) as Reply<K>;
    });
  }

  serves(contract: RouteContract): boolean {
    return this.handled.has(contract);
  }

  private context<K extends RouteContract>(contract: K, req: FastifyRequest, reply: FastifyReply): HandlerContext<C, K> {
    const caller = currentContext()?.caller ?? { kind: 'anonymous' };
    authorize(contract, caller);
    // Every text a client sends obeys the same rules, whether or not a schema names the field.
    assertSafeInput(req.query);
    if (!contract.body) assertSafeInput(req.body);
    return {
      body: (contract.body ? parseInput(contract.body, req.body) : undefined) as Infer<K['body']>,
      params: (contract.params ? parseInput(contract.params, req.params) : undefined) as Infer<K['params']>,
      query: parseQuery(contract.query, req.query) as HandlerContext<C, K>['query'],
      odata: (contract.odata ? parseODataQuery((req.query ?? {}) as Record<string, unknown>, contract.odata) : undefined) as HandlerContext<
        C,
        K
      >['odata'],
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
