import { randomUUID } from 'node:crypto';
import { JSON_BODY_MAX_BYTES, REQUEST_ID_HEADER } from '@takt/proto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from '../logger.ts';
import { installErrorHandler } from './error-handler.ts';

/** The fastify instance every process starts from: logger, request ids, routing rules, error shape. */
export function createHttpApp(
  log: Logger,
  opts: { logRequests?: boolean; notFound?: boolean; trustProxy?: boolean | string[] } = {},
): FastifyInstance {
  const app: FastifyInstance = Fastify({
    loggerInstance: log as unknown as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: !opts.logRequests }),
    trustProxy: opts.trustProxy ?? false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: JSON_BODY_MAX_BYTES,
    genReqId: (req) => (req.headers[REQUEST_ID_HEADER] as string | undefined) ?? randomUUID(),
  });
  installErrorHandler(app, { notFound: opts.notFound ?? true });
  closeConnectionsWhenDone(app);
  return app;
}

/**
 * While closing, every answer ends its connection: a keep-alive connection (the gateway's pool)
 * that turns idle after close() began would otherwise hold the server open until it is killed.
 */
function closeConnectionsWhenDone(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
