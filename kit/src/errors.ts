import { ErrorCode, type FieldIssue } from '@takt/proto';

/** The one error type services throw; the bootstrap turns it into `{ code, message, details? }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError(400, ErrorCode.ValidationFailed, message, details);
export const validationFailed = (issues: FieldIssue[]) =>
  new AppError(400, ErrorCode.ValidationFailed, 'The request is not valid', { fields: issues });
export const unauthorized = (message = 'Authentication required', code: string = ErrorCode.Unauthorized) =>
  new AppError(401, code, message);
export const forbidden = (message = 'Not allowed') => new AppError(403, ErrorCode.Forbidden, message);
export const notFound = (what = 'Resource') => new AppError(404, ErrorCode.NotFound, `${what} not found`);
export const conflict = (code: string, message: string, details?: unknown) => new AppError(409, code, message, details);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(
    429,
    ErrorCode.RateLimited,
    `Too many requests; retry in ${retryAfterSeconds} s`,
    { retryAfterSeconds },
    {
      'retry-after': String(retryAfterSeconds),
    },
  );
