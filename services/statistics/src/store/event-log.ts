import type { TxClient } from '@takt/kit';
import type { AuditEvents, Envelope, PayloadOf } from '@takt/proto';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/** Keyed by the event id, so a redelivered audit event changes nothing. */
export async function insertEventLogEntry(
  tx: Tx,
  p: PayloadOf<typeof AuditEvents.IdentityAuditRecorded>,
  envelope: Envelope,
): Promise<void> {
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
}

/** The newest 500 entries of one entity; the entity type matches case-insensitively. */
export function eventLogOf(tx: Tx, entityType: string, entityId: string) {
  return tx.eventLogEntry.findMany({
    where: { entityType: { equals: entityType, mode: 'insensitive' }, entityId },
    orderBy: { dateTime: 'desc' },
    take: 500,
  });
}
