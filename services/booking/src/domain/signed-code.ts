import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one way booking signs the codes people scan: `<PREFIX>.<part>.….<signature>`, where the
 * signature is an HMAC over a label of the code's kind and its parts. The label keeps a code of one
 * kind from passing as another even when the parts look alike.
 */
export interface CodeKind {
  prefix: string;
  label: string;
  /** Checks each part as read (lower-cased); the count must match. */
  parts: readonly RegExp[];
}

export const UUID_PART = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signature = (secret: string, kind: CodeKind, parts: readonly string[]) =>
  createHmac('sha256', secret)
    .update([kind.label, ...parts].join('\n'))
    .digest('base64url')
    .slice(0, 22);

export function signCode(secret: string, kind: CodeKind, parts: readonly string[]): string {
  return [kind.prefix, ...parts, signature(secret, kind, parts)].join('.');
}

/** The parts when `text` is a well-formed code of this kind signed with `secret`; else null. */
export function readSignedCode(secret: string, kind: CodeKind, text: string): string[] | null {
  const original = text.trim().split('.');
  const [prefix, ...rest] = text.trim().toLowerCase().split('.');
  const parts = rest.slice(0, -1);
  if (prefix !== kind.prefix.toLowerCase() || parts.length !== kind.parts.length) return null;
  if (!parts.every((part, i) => kind.parts[i]!.test(part))) return null;
  // Signatures are case-sensitive base64url: compare against the original spelling.
  const given = Buffer.from(original[original.length - 1] ?? '');
  const expected = Buffer.from(signature(secret, kind, parts));
  return given.length === expected.length && timingSafeEqual(given, expected) ? parts : null;
}
