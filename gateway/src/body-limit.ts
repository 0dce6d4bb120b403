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

/** Bodies up to this declared length are read whole before they are forwarded (JSON requests). */
export const SMALL_BODY_BYTES = 64 * 1024;

/**
 * A body that declared a small length (within its route's limit, see assertDeclaredLength), read
 * whole: one buffer costs the hop less than piping a stream, and the forwarder writes the request
 * at once. Undefined for a larger or chunked body, which stays streamed through `limitBody`.
 */
export async function smallBody(req: FastifyRequest): Promise<Buffer | undefined> {
  const declared = Number(req.headers['content-length']);
  if (!(declared <= SMALL_BODY_BYTES)) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req.body as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
