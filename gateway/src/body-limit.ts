import { Transform, pipeline, type Readable } from 'node:stream';
import { AppError } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import type { FastifyRequest } from 'fastify';

// The rest of the body is never read: the client must not send its next request on this connection.
export const payloadTooLarge = () =>
  new AppError(ErrorCode.PayloadTooLarge, 'The request body is too large', undefined, { connection: 'close' });

/** Refuses a declared length past the limit before anything is read or forwarded. */
export function assertDeclaredLength(req: FastifyRequest, maxBytes: number): void {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes) throw payloadTooLarge();
}

/**
 * The body stream cut off past `maxBytes` (a chunked body declares no length); `exceeded()` tells
 * the forwarder that the failed upstream request was the limit, not the service.
 */
export function limitBody(body: Readable, maxBytes: number): { stream: Readable; exceeded: () => boolean } {
  let seen = 0;
  let over = false;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen <= maxBytes) return done(null, chunk);
      over = true;
      done(payloadTooLarge());
    },
  });
  return { stream: pipeline(body, counter, () => undefined), exceeded: () => over };
}
