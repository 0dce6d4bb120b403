import type { AuditPayload } from '@takt/proto/events/audit';

/** Who the audit log names as having made a change. */
export interface Actor {
  userId: string | null;
  name: string;
}

/** Fields whose values never leave identity, even in the audit log. */
const SECRET = new Set(['password', 'passwordHash', 'token', 'tokenHash']);

/** Which fields changed between two versions of a record (secrets shown as changed, not by value). */
export function diff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditPayload['changes'] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditPayload['changes'] = {};
  for (const k of keys) {
    const from = before?.[k] ?? null;
    const to = after?.[k] ?? null;
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes[k] = SECRET.has(k) ? { from: '***', to: '***' } : { from, to };
  }
  return changes;
}
