import { ErrorCode, type ErrorBody } from '@takt/proto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { ODataSyntaxError } from '../odata/index.ts';

/** The one error shape, `{ code, message, details? }`, for every process. */
export function toErrorResponse(err: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (err instanceof AppError) {
    return { status: err.status, body: { code: err.code, message: err.message, details: err.details }, headers: err.headers };
  }
  if (err instanceof ODataSyntaxError) {
    return {
      status: 400,
      body: {
        code: ErrorCode.ODataInvalid,
        message: `${err.option}: ${err.message}`,
        details: { option: err.option, position: err.position },
      },
    };
  }
  if ((err as { code?: unknown }).code === 'P2002') {
    // A unique index caught a race the service's own check could not see.
    return { status: 409, body: { code: ErrorCode.Conflict, message: 'This entry exists already' } };
  }
  const fe = err as FastifyError;
  if (fe.statusCode === 413 || fe.code === 'FST_REQ_FILE_TOO_LARGE') {
    return { status: 413, body: { code: ErrorCode.PayloadTooLarge, message: 'The request is too large' } };
  }
  if (fe.statusCode === 415) {
    return { status: 415, body: { code: ErrorCode.UnsupportedMediaType, message: fe.message } };
  }
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return { status: 400, body: { code: ErrorCode.ValidationFailed, message: fe.message } };
  }
  return { status: 500, body: { code: ErrorCode.Internal, message: 'Internal error' } };
}

export function installErrorHandler(app: FastifyInstance, opts: { notFound?: boolean } = {}): void {
  app.setErrorHandler((err, req, reply) => {
    const { status, body, headers } = toErrorResponse(err);
    if (status >= 500) req.log.error({ err }, 'request failed');
    if (headers) void reply.headers(headers);
    void reply.status(status).send(body);
  });
  if (opts.notFound === false) return;
  app.setNotFoundHandler((req, reply) => {
    void reply.status(404).send({ code: ErrorCode.NotFound, message: `No route ${req.method} ${req.url.split('?')[0]}` });
  });
}
