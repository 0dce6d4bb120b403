interface MaybeDbError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  meta?: { target?: unknown; driverAdapterError?: { cause?: { kind?: unknown; constraint?: { index?: unknown } } } };
  cause?: unknown;
}

/** The index a unique violation names, from Prisma (with the pg adapter) or from a raw pg error. */
function violatedIndex(e: MaybeDbError): string | undefined {
  const fromAdapter = e.meta?.driverAdapterError?.cause?.constraint?.index;
  if (typeof fromAdapter === 'string') return fromAdapter;
  if (typeof e.meta?.target === 'string') return e.meta.target;
  if (typeof e.constraint === 'string') return e.constraint;
  return undefined;
}

function isViolation(e: MaybeDbError): boolean {
  return e.code === 'P2002' || e.code === '23505' || e.meta?.driverAdapterError?.cause?.kind === 'UniqueConstraintViolation';
}

/**
 * True when a unique index refused a write (two requests racing past a service's own check).
 * With `index`, only when that index refused it, so one statement can map each index to its own code.
 */
export function isUniqueViolation(err: unknown, index?: string): boolean {
  for (let e = err as MaybeDbError | undefined, depth = 0; e && typeof e === 'object' && depth < 4; e = e.cause as MaybeDbError, depth++) {
    if (!isViolation(e)) continue;
    return index === undefined || violatedIndex(e) === index;
  }
  return false;
}
