import { Readable } from 'node:stream';
import { fail, signCaller } from '@takt/kit';
import { CLIENT_ADDRESS_HEADER, ErrorCode, REQUEST_ID_HEADER, type Caller } from '@takt/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { limitBody, payloadTooLarge } from './body-limit.ts';

// stripe-signature: billing checks Stripe's webhooks by it (over the body, which passes unchanged).
const PASS_REQUEST_HEADERS = ['content-type', 'content-length', 'accept', 'accept-language', 'stripe-signature'];
const PASS_RESPONSE_HEADERS = ['content-type', 'content-disposition', 'retry-after', 'cache-control'];

/** Forwards the request body as a stream to the owning service with signed caller headers. */
export async function forward(
  req: FastifyRequest,
  reply: FastifyReply,
  target: string,
  caller: Caller,
  secret: string,
  maxBodyBytes: number,
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
  const body = hasBody ? limitBody(req.body as Readable, maxBodyBytes) : undefined;
  let res: Response;
  try {
    res = await fetch(target + req.url, {
      method: req.method,
      headers,
      body: body ? (Readable.toWeb(body.stream) as ReadableStream) : undefined,
      duplex: 'half',
      redirect: 'manual',
    } as RequestInit);
  } catch {
    if (body?.exceeded()) throw payloadTooLarge();
    throw fail(ErrorCode.ServiceUnavailable, 'The service is not reachable; please try again');
  }
  void reply.status(res.status);
  for (const h of PASS_RESPONSE_HEADERS) {
    const v = res.headers.get(h);
    if (v) void reply.header(h, v);
  }
  if (!res.body) return reply.send();
  // JSON answers are small: one buffer is cheaper than piping a stream; files stay streamed.
  if (res.headers.get('content-type')?.includes('json')) return reply.send(Buffer.from(await res.arrayBuffer()));
  return reply.send(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream));
}
