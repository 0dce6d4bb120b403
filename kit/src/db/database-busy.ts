interface MaybeDbError {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** Prisma: no transaction could start in time (P2028), no pooled connection in time (P2024); PostgreSQL: no connection slot left (53300). */
const BUSY_CODES = new Set(['P2028', 'P2024', '53300']);

/**
 * True when the database could not take the work in time (every connection busy): the request
 * was fine and may be repeated, so it answers 503 with a retry hint, never a 500.
 */
export function isDatabaseBusy(err: unknown): boolean {
  for (let e = err as MaybeDbError | undefined, depth = 0; e && typeof e === 'object' && depth < 4; e = e.cause as MaybeDbError, depth++) {
    if (typeof e.code === 'string' && BUSY_CODES.has(e.code)) return true;
  }
  return false;
}
