import type { z } from 'zod';
import type { ODataResource } from '../odata.ts';
import type { PermissionFlag } from '../permissions.ts';
import type { Role } from '../roles.ts';

export const SERVICES = ['identity', 'scheduling', 'booking', 'membership', 'billing', 'documents', 'notification', 'statistics'] as const;
export type ServiceName = (typeof SERVICES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** 'public' needs no token, 'authenticated' any valid token; otherwise the roles that may call (admin always may). */
export type Access = 'public' | 'authenticated' | readonly Role[];

/**
 * The gateway's budget per client address: 'credentials' is tight (sign-in, token refresh,
 * sign-up) against brute force; 'application' tighter still for anonymous writes that create
 * people (the public membership application); 'public' is the looser default of every other
 * public route.
 */
export type RateLimitClass = 'credentials' | 'application' | 'public';

/**
 * One public endpoint: the gateway routes and documents it, the owning service implements it.
 * Paths use fastify's `:param` syntax and are matched case-insensitively.
 */
export interface RouteContract<
  B extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  service: ServiceName;
  access: Access;
  /** A permission flag the caller must also hold (admin always does). */
  permission?: PermissionFlag;
  summary: string;
  body?: B;
  params?: P;
  /** Query-string parameters besides the OData options; keys match case-insensitively. */
  query?: Q;
  response?: R;
  /** OData list: $filter/$orderby/$top/$skip/$count/$select over these fields. */
  odata?: ODataResource;
  /** Public routes default to 'public'. */
  rateLimit?: RateLimitClass;
  /** multipart upload or binary download; documented without a JSON schema. */
  binary?: 'upload' | 'download';
}

/** Without a `query` schema a handler sees no query parameters at all. */
type NoQuery = z.ZodType<Record<string, never>>;

export function route<B extends z.ZodType, P extends z.ZodType, R extends z.ZodType, Q extends z.ZodType = NoQuery>(
  c: RouteContract<B, P, R, Q>,
): RouteContract<B, P, R, Q> {
  return c;
}

type Infer<T> = [NonNullable<T>] extends [z.ZodType] ? z.infer<NonNullable<T>> : undefined;

/** The validated body of a route, as its handler (and the operation it calls) receives it. */
export type BodyOf<K extends RouteContract> = Infer<K['body']>;
