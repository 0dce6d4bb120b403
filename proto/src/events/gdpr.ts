import { z } from 'zod';
import { defineEvent } from './envelope.ts';

// A member's data export and erasure (GDPR articles 15, 20 and 17; decision 0037). Membership
// asks, every service that holds the person answers its part or erases what it holds.

/** The name every service writes where an erased person's name was (invoices keep it so). */
export const ERASED_NAME = 'Anonymisiert';

/** The person as the services know them: by attendee id and, when there is a login, its user id. */
export const PersonRef = z.object({ attendeeId: z.uuid(), applicationUserId: z.uuid().nullable() });

/** Staff asked for the person's data: each service answers with its `<service>.data-export.answered`. */
export const DataExportRequested = defineEvent('membership.data-export.requested', 1, PersonRef.extend({ exportId: z.uuid() }));

/**
 * The person is erased in membership: every service removes or anonymises what it holds about
 * them (billing keeps invoices with the name replaced by ERASED_NAME). Handled idempotently.
 */
export const AttendeeErased = defineEvent('membership.attendee.erased', 1, PersonRef);

/** One service's part of an export: what it holds about the person, as JSON (no file bytes). */
export const DataExportPart = z.object({ exportId: z.uuid(), data: z.record(z.string(), z.unknown()) });

/** The services that answer an export, besides membership's own part. */
export const DATA_EXPORT_SERVICES = ['identity', 'booking', 'scheduling', 'billing', 'notification', 'documents', 'statistics'] as const;
export type DataExportService = (typeof DATA_EXPORT_SERVICES)[number];

export const IdentityDataExported = defineEvent('identity.data-export.answered', 1, DataExportPart);
export const BookingDataExported = defineEvent('booking.data-export.answered', 1, DataExportPart);
export const SchedulingDataExported = defineEvent('scheduling.data-export.answered', 1, DataExportPart);
export const BillingDataExported = defineEvent('billing.data-export.answered', 1, DataExportPart);
export const NotificationDataExported = defineEvent('notification.data-export.answered', 1, DataExportPart);
export const DocumentsDataExported = defineEvent('documents.data-export.answered', 1, DataExportPart);
export const StatisticsDataExported = defineEvent('statistics.data-export.answered', 1, DataExportPart);

/** Each answering service's event, by service name (membership consumes them all). */
export const DATA_EXPORT_ANSWERS = {
  identity: IdentityDataExported,
  booking: BookingDataExported,
  scheduling: SchedulingDataExported,
  billing: BillingDataExported,
  notification: NotificationDataExported,
  documents: DocumentsDataExported,
  statistics: StatisticsDataExported,
} as const satisfies Record<DataExportService, unknown>;
