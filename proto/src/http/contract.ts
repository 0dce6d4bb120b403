import type { z } from 'zod';
import type { PermissionFlag } from '../permissions.ts';
import type { Role } from '../roles.ts';

export const SERVICES = ['identity', 'scheduling', 'booking', 'membership', 'billing', 'documents', 'notification', 'statistics'] as const;
export type ServiceName = (typeof SERVICES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** 'public' needs no token, 'authenticated' any valid token; otherwise the roles that may call (admin always may). */
export type Access = 'public' | 'authenticated' | readonly Role[];

/**
 * One public endpoint: the gateway routes and documents it, the owning service implements it.
 * Paths use fastify's `:param` syntax and are matched case-insensitively.
 */
export interface RouteContract<B extends z.ZodType = z.ZodType, P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: string;
  service: ServiceName;
  access: Access;
  /** A permission flag the caller must also hold (admin always does). */
  permission?: PermissionFlag;
  summary: string;
  body?: B;
  params?: P;
  response?: R;
  /** OData list: $filter/$orderby/$top/$skip/$count/$select are accepted. */
  odata?: boolean;
  /** multipart upload or binary download; documented without a JSON schema. */
  binary?: 'upload' | 'download';
}

export function route<B extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(c: RouteContract<B, P, R>): RouteContract<B, P, R> {
  return c;
}

type Infer<T> = [NonNullable<T>] extends [z.ZodType] ? z.infer<NonNullable<T>> : undefined;

/** The validated body of a route, as its handler (and the operation it calls) receives it. */
export type BodyOf<K extends RouteContract> = Infer<K['body']>;
