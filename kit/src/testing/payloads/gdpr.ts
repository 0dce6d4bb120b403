import { randomUUID } from 'node:crypto';
import { GdprEvents } from '@takt/proto';
import { builder, type Builders } from './builder.ts';

export const gdprPayloads: Builders = {
  // gdpr: a member's data export and erasure
  [GdprEvents.DataExportRequested.subject]: builder(GdprEvents.DataExportRequested, () => ({
    exportId: randomUUID(),
    attendeeId: randomUUID(),
    applicationUserId: randomUUID(),
  })),
  [GdprEvents.AttendeeErased.subject]: builder(GdprEvents.AttendeeErased, () => ({
    attendeeId: randomUUID(),
    applicationUserId: randomUUID(),
  })),
  ...Object.fromEntries(
    Object.values(GdprEvents.DATA_EXPORT_ANSWERS).map((def) => [def.subject, builder(def, () => ({ exportId: randomUUID(), data: {} }))]),
  ),
};
