import { consumersOf, publishEvent } from '@takt/kit';
import { AuditEvents, GdprEvents } from '@takt/proto';
import { DATA_EXPORT_ANSWERS } from '@takt/proto/events/gdpr';
import { recordDataExportPart } from '../operations/record-data-export-part.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

type Person = { attendeeId: string; applicationUserId: string | null };

export async function publishDataExportRequested(tx: unknown, exportId: string, person: Person): Promise<void> {
  await publishEvent(tx, GdprEvents.DataExportRequested, { exportId, ...person });
}

export async function publishAttendeeErased(tx: unknown, person: Person): Promise<void> {
  await publishEvent(tx, GdprEvents.AttendeeErased, person);
}

/**
 * The audit trail entry (statistics' event log) of an export or an erasure. It names no person
 * data: after an erasure the log must not hold what was erased.
 */
export async function recordAttendeeAudit(
  tx: unknown,
  attendeeId: string,
  action: 'data_exported' | 'erased',
  executedById: string | null,
  changes: Record<string, { from: unknown; to: unknown }> = {},
): Promise<void> {
  await publishEvent(tx, AuditEvents.MembershipAuditRecorded, {
    entityType: 'Attendee',
    entityId: attendeeId,
    action,
    executedById,
    // Membership keeps no staff names; the log shows who by id.
    executedByName: '',
    changes,
  });
}

/** Each service's part of an export, gathered into its record. */
export const dataExportPartConsumers = () =>
  Object.entries(DATA_EXPORT_ANSWERS).map(([service, def]) => on(def, (tx, p) => recordDataExportPart(tx, service, p)));
