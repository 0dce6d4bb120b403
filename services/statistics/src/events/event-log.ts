import { on } from '@takt/kit';
import { AuditEvents } from '@takt/proto';
import { recordAuditEntry } from '../operations/record-audit-entry.ts';
import type { Client } from '../store/client.ts';

export const auditRecordedConsumer = () =>
  on<Client, typeof AuditEvents.IdentityAuditRecorded>(AuditEvents.IdentityAuditRecorded, (tx, p, envelope) =>
    recordAuditEntry(tx, p, envelope),
  );
