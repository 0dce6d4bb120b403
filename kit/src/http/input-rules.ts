import type { FieldIssue } from '@takt/proto';

/** Deeper than any contract nests; checked before anything recurses over the input. */
export const MAX_INPUT_DEPTH = 32;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored (PostgreSQL refuses NUL and broken UTF-16), or undefined. */
export function textIssue(text: string): string | undefined {
  if (text.includes('\0')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode';
  return undefined;
}

/**
 * The first rule a request input breaks: nesting past MAX_INPUT_DEPTH, or a key or text value
 * with NUL or a lone surrogate. Iterative, so a 100,000-level document costs no stack.
 */
export function inputIssue(value: unknown): FieldIssue | undefined {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: '' }];
  while (stack.length) {
    const { value: v, depth, path } = stack.pop()!;
    const field = path || '(body)';
    if (typeof v === 'string') {
      const issue = textIssue(v);
      if (issue) return { field, message: issue };
      continue;
    }
    if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v)) continue;
    if (depth >= MAX_INPUT_DEPTH) return { field, message: `must not nest deeper than ${MAX_INPUT_DEPTH} levels` };
    for (const [key, child] of Object.entries(v)) {
      const childPath = path ? `${path}.${key}` : key;
      const keyIssue = textIssue(key);
      if (keyIssue) return { field: childPath, message: `key ${keyIssue}` };
      stack.push({ value: child, depth: depth + 1, path: childPath });
    }
  }
  return undefined;
}
