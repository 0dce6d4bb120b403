import { z } from 'zod';
import { validationFailed } from '../errors.ts';
import { inputIssue } from './input-rules.ts';

/** Clients send PascalCase or camelCase keys; schemas are camelCase. */
export function camelKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelKeys);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [/^[A-Z][a-z]/.test(k) ? k[0]!.toLowerCase() + k.slice(1) : k, camelKeys(v)]),
  );
}

/** Throws 400 validation_failed when the input breaks the nesting or text rules every field obeys. */
export function assertSafeInput(value: unknown): void {
  const issue = inputIssue(value);
  if (issue) throw validationFailed([issue]);
}

export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  assertSafeInput(value);
  const result = schema.safeParse(camelKeys(value ?? {}));
  if (!result.success) {
    throw validationFailed(result.error.issues.map((i) => ({ field: i.path.map(String).join('.') || '(body)', message: i.message })));
  }
  return result.data;
}

/**
 * Query strings arrive in any case (`IncludeTrainers`, `includetrainers`): keys are matched to the
 * schema's keys case-insensitively, OData options (`$…`) are left to the OData parser.
 */
export function parseQuery<T extends z.ZodType>(schema: T | undefined, query: unknown): z.infer<T> | Record<string, never> {
  const given = Object.entries((query ?? {}) as Record<string, unknown>).filter(([k]) => !k.startsWith('$'));
  if (!schema) return {};
  const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const byLower = new Map(keys.map((k) => [k.toLowerCase(), k]));
  return parseInput(schema, Object.fromEntries(given.map(([k, v]) => [byLower.get(k.toLowerCase()) ?? k, v])));
}
