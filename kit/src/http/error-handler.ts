import { ERRORS, ErrorCode, type ErrorBody } from '@takt/proto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseBusy } from '../db/database-busy.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { AppError } from '../errors.ts';
import { ODataSyntaxError } from '../odata/index.ts';

/** The one error shape, `{ code, message, details? }`, for every process. */
export function toErrorResponse(err: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (err instanceof AppError) {
    return { status: err.status, body: { code: err.code, message: err.message, details: err.details }, headers: err.headers };
  }
  if (err instanceof ODataSyntaxError) {
    return {
      status: ERRORS.odata_invalid.status,
      body: {
        code: ErrorCode.ODataInvalid,
        message: `${err.option}: ${err.message}`,
        details: { option: err.option, position: err.position },
      },
    };
  }
  if (isUniqueViolation(err)) {
    // A unique index caught a race the service's own check could not see.
    return plain(ErrorCode.Conflict);
  }
  if (isDatabaseBusy(err)) {
    return { ...plain(ErrorCode.ServiceUnavailable, 'The database is busy; please try again'), headers: { 'retry-after': '1' } };
  }
  const fe = err as FastifyError;
  if (fe.statusCode === 413 || fe.code === 'FST_REQ_FILE_TOO_LARGE') {
    return plain(ErrorCode.PayloadTooLarge);
  }
  if (fe.statusCode === 415) {
    return plain(ErrorCode.UnsupportedMediaType, fe.message);
  }
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return plain(ErrorCode.ValidationFailed, fe.message);
  }
  return plain(ErrorCode.Internal);
}

const plain = (code: ErrorCode, message: string = ERRORS[code].message) => ({ status: ERRORS[code].status, body: { code, message } });

export function installErrorHandler(app: FastifyInstance, opts: { notFound?: boolean } = {}): void {
  app.setErrorHandler((err, req, reply) => {
    const { status, body, headers } = toErrorResponse(err);
    if (status >= 500) req.log.error({ err }, 'request failed');
    if (headers) void reply.headers(headers);
    void reply.status(status).send(body);
  });
  if (opts.notFound === false) return;
  app.setNotFoundHandler((req, reply) => {
    const { status, body } = plain(ErrorCode.NotFound, `No route ${req.method} ${req.url.split('?')[0]}`);
    void reply.status(status).send(body);
  });
}
