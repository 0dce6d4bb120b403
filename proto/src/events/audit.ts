import { z } from 'zod';
import { defineEvent } from './envelope.ts';

/**
 * One recorded change of an audited entity (users, authorities, permissions, settings, ...).
 * Any service may publish it under its own subject prefix; statistics keeps the event log.
 */
export const AuditPayload = z.object({
  entityType: z.string().min(1).max(60),
  entityId: z.uuid(),
  action: z.enum([
    'created',
    'updated',
    'deleted',
    'impersonated',
    'password_reset',
    'authorities_changed',
    'permissions_changed',
    'data_exported',
    'erased',
  ]),
  executedById: z.uuid().nullable(),
  executedByName: z.string(),
  /** Changed fields with their old and new values; secrets are never included. */
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).default({}),
});
export type AuditPayload = z.infer<typeof AuditPayload>;

export const IdentityAuditRecorded = defineEvent('identity.audit.recorded', 1, AuditPayload);

/** Membership's audited changes (a member's data export and erasure, decision 0037). */
export const MembershipAuditRecorded = defineEvent('membership.audit.recorded', 1, AuditPayload);
