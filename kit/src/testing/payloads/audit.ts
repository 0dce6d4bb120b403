import { randomUUID } from 'node:crypto';
import { AuditEvents } from '@takt/proto';
import { builder, type Builders } from './builder.ts';

export const auditPayloads: Builders = {
  [AuditEvents.IdentityAuditRecorded.subject]: builder(AuditEvents.IdentityAuditRecorded, () => ({
    entityType: 'User',
    entityId: randomUUID(),
    action: 'updated' as const,
    executedById: randomUUID(),
    executedByName: 'Muster, Anna',
    changes: {},
  })),
  [AuditEvents.MembershipAuditRecorded.subject]: builder(AuditEvents.MembershipAuditRecorded, () => ({
    entityType: 'Attendee',
    entityId: randomUUID(),
    action: 'erased' as const,
    executedById: randomUUID(),
    executedByName: '',
    changes: {},
  })),
};
