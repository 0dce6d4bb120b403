import { publishEvent, type TxClient } from '@takt/kit';
import { AuditEvents } from '@takt/proto';
import type { AuditPayload } from '@takt/proto/events/audit';
import { diff, type Actor } from '../domain/audit.ts';
import type { Client } from '../store/client.ts';

/** Records who changed what, in the same transaction as the change (statistics keeps the log). */
export async function recordAudit(
  tx: TxClient<Client>,
  actor: Actor,
  entry: Pick<AuditPayload, 'entityType' | 'entityId' | 'action'> & {
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
  },
  companyId?: string,
): Promise<void> {
  await publishEvent(
    tx,
    AuditEvents.IdentityAuditRecorded,
    {
      entityType: entry.entityType,
      entityId: entry.entityId,
      action: entry.action,
      executedById: actor.userId,
      executedByName: actor.name,
      changes: diff(entry.before ?? null, entry.after ?? null),
    },
    companyId,
  );
}
