import { on } from '@takt/kit';
import { AuditEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';

/** Every audited change becomes one event log row, keyed by the event id. */
export const auditRecordedConsumer = () =>
  on<Client, typeof AuditEvents.IdentityAuditRecorded>(AuditEvents.IdentityAuditRecorded, async (tx, p, envelope) => {
    await tx.eventLogEntry.upsert({
      where: { id: envelope.id },
      update: {},
      create: {
        id: envelope.id,
        entityType: p.entityType,
        entityId: p.entityId,
        action: p.action,
        executedById: p.executedById,
        executedByName: p.executedByName,
        changes: p.changes as object,
        dateTime: new Date(envelope.occurredAt),
      },
    });
  });
