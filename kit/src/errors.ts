import { ERRORS, ErrorCode, type FieldIssue } from '@takt/proto';

/** The one error type services throw; the bootstrap turns it into `{ code, message, details? }`. */
export class AppError extends Error {
  /** Taken from proto's table, so a code answers the same status wherever it is thrown. */
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERRORS[code].message,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = ERRORS[code].status;
  }
}

/** The one way to build an error: `throw fail(ErrorCode.AlreadyBooked)`. */
export const fail = (code: ErrorCode, message?: string, details?: unknown): AppError => new AppError(code, message, details);

export const validationFailed = (issues: FieldIssue[], message?: string) => fail(ErrorCode.ValidationFailed, message, { fields: issues });
export const unauthorized = (message?: string) => fail(ErrorCode.Unauthorized, message);
export const forbidden = (message?: string) => fail(ErrorCode.Forbidden, message);
export const notFound = (what = 'Resource') => fail(ErrorCode.NotFound, `${what} not found`);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(
    ErrorCode.RateLimited,
    `Too many requests; retry in ${retryAfterSeconds} s`,
    { retryAfterSeconds },
    {
      'retry-after': String(retryAfterSeconds),
    },
  );
