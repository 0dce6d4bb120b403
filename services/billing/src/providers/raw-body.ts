import { fail } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const RAW = Symbol('rawBody');
type WithRaw = FastifyRequest & { [RAW]?: string };

/**
 * JSON bodies parsed as usual, their text kept: Stripe signs the exact bytes it sent, so the
 * webhook checks the signature over the text, not over a re-encoding of the parsed object.
 */
export function keepRawJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    (req as WithRaw)[RAW] = body as string;
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(fail(ErrorCode.ValidationFailed, 'The body is not valid JSON'), undefined);
    }
  });
}

export const rawBodyOf = (req: FastifyRequest): string | undefined => (req as WithRaw)[RAW];
