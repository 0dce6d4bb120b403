import type { Readable } from 'node:stream';
import { fail, signCaller, withClientSpan, within, type PoolFigures } from '@takt/kit';
import { CLIENT_ADDRESS_HEADER, ErrorCode, parseRenderHeader, RENDER_HEADER, REQUEST_ID_HEADER, type Caller } from '@takt/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'undici';
import { limitBody, payloadTooLarge, smallBody } from './body-limit.ts';
import { renderThrough } from './render.ts';

// stripe-signature: billing checks Stripe's webhooks by it (over the body, which passes unchanged).
const PASS_REQUEST_HEADERS = ['content-type', 'content-length', 'accept', 'accept-language', 'stripe-signature'];
const PASS_RESPONSE_HEADERS = ['content-type', 'content-disposition', 'retry-after', 'cache-control'];

/** A request to a service as the in-process hop takes it: the body whole, when there is one. */
export interface HopRequest {
  origin: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array;
}

export interface HopAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: Uint8Array;
}

/**
 * The services' own entry when they run in the gateway's process (the standalone, decision 0081):
 * the same request, headers and signature, handed to the service's app without a socket.
 */
export type LocalHop = (req: HopRequest) => Promise<HopAnswer>;

/** A service's answer, by HTTP or by the in-process hop. */
export interface UpstreamAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  bytes(): Promise<Buffer>;
  dump(): Promise<void>;
  /** What the reply sends on: the stream of an HTTP answer, the bytes of an in-process one. */
  content(): Readable | Buffer;
}

interface UpstreamRequest {
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: Buffer | Readable;
}

/** As long as undici waits for an answer's headers: a handler that never answers gets its caller a 503, not a request held forever. */
export const HOP_TIMEOUT_MS = 300_000;

/**
 * Kept-alive connections per service: one pool each, so a request reuses a warm socket instead of
 * going through fetch's per-call machinery (the hop's cost in the OData-list benchmark). With a
 * local hop, a request whose body is whole (or absent) skips the socket altogether.
 */
export class Upstreams {
  private readonly pools = new Map<string, Pool>();

  constructor(
    private readonly hop?: LocalHop,
    private readonly hopTimeoutMs = HOP_TIMEOUT_MS,
  ) {}

  async request(origin: string, req: UpstreamRequest): Promise<UpstreamAnswer> {
    const { body } = req;
    if (this.hop && (body === undefined || Buffer.isBuffer(body))) {
      const answer = await within(
        this.hop({ origin, ...req, body }),
        this.hopTimeoutMs,
        () => new Error(`no answer within ${this.hopTimeoutMs} ms`),
      );
      const { statusCode, headers } = answer;
      const bytes = Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength);
      return { statusCode, headers, bytes: async () => bytes, dump: async () => undefined, content: () => bytes };
    }
    const res = await this.pool(origin).request({ ...req, method: req.method as 'GET' });
    return {
      statusCode: res.statusCode,
      headers: res.headers,
      bytes: async () => Buffer.from(await res.body.arrayBuffer()),
      dump: () => res.body.dump(),
      content: () => res.body,
    };
  }

  private pool(origin: string): Pool {
    let pool = this.pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, { keepAliveTimeout: 30_000 });
      this.pools.set(origin, pool);
    }
    return pool;
  }

  /** Each service's pool as the metrics show it: connections open and idle, requests waiting. */
  usage(origin: string): PoolFigures {
    const s = this.pools.get(origin)?.stats;
    return s ? { total: s.connected, idle: s.free, waiting: s.queued } : { total: 0, idle: 0, waiting: 0 };
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((p) => p.close().catch(() => undefined)));
    this.pools.clear();
  }
}

const headerValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(', ') : v);

/** Forwards the request body as a stream to the owning service with signed caller headers. */
export async function forward(
  upstreams: Upstreams,
  req: FastifyRequest,
  reply: FastifyReply,
  target: string,
  caller: Caller,
  secret: string,
  maxBodyBytes: number,
  /** The documents service's origin: where an answer with a render header goes next. */
  documents: string,
): Promise<FastifyReply> {
  const headers: Record<string, string> = {
    ...signCaller(secret, caller, req.method, req.url),
    [REQUEST_ID_HEADER]: String(req.id),
    [CLIENT_ADDRESS_HEADER]: req.ip,
  };
  for (const h of PASS_REQUEST_HEADERS) {
    const v = req.headers[h];
    if (typeof v === 'string') headers[h] = v;
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  const whole = hasBody ? await smallBody(req) : undefined;
  const body = hasBody && !whole ? limitBody(req.body as Readable, maxBodyBytes) : undefined;
  let res: UpstreamAnswer;
  try {
    res = await withClientSpan(`${req.method} ${target}`, headers, () =>
      upstreams.request(target, { path: req.url, method: req.method, headers, body: whole ?? body?.stream }),
    );
  } catch {
    if (body?.exceeded()) throw payloadTooLarge();
    throw fail(ErrorCode.ServiceUnavailable, 'The service is not reachable; please try again');
  }
  const render = res.statusCode === 200 ? parseRenderHeader(headerValue(res.headers[RENDER_HEADER]) ?? '') : undefined;
  if (render) {
    const data = await res.bytes();
    return renderThrough(upstreams, documents, reply, caller, secret, String(req.id), render, data);
  }
  void reply.status(res.statusCode);
  for (const h of PASS_RESPONSE_HEADERS) {
    const v = headerValue(res.headers[h]);
    if (v) void reply.header(h, v);
  }
  if (req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304) {
    await res.dump();
    return reply.send();
  }
  // JSON answers are small: one buffer is cheaper than piping a stream; files stay streamed.
  if (headerValue(res.headers['content-type'])?.includes('json')) return reply.send(await res.bytes());
  return reply.send(res.content());
}
