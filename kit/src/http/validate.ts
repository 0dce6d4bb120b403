import type { z } from 'zod';
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
