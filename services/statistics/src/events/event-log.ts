import { consumersOf } from '@takt/kit';
import { AuditEvents } from '@takt/proto';
import { recordAuditEntry } from '../operations/record-audit-entry.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const auditRecordedConsumer = () => on(AuditEvents.IdentityAuditRecorded, (tx, p, envelope) => recordAuditEntry(tx, p, envelope));
export const membershipAuditRecordedConsumer = () =>
  on(AuditEvents.MembershipAuditRecorded, (tx, p, envelope) => recordAuditEntry(tx, p, envelope));
