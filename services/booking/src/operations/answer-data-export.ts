import type { TxClient } from '@takt/kit';
import type { GdprEvents, PayloadOf } from '@takt/proto';
import { publishDataExportPart } from '../events/gdpr.ts';
import type { Client } from '../store/client.ts';
import { personRowsOf } from '../store/person-data.ts';

/** Booking's part of a member's export: bookings, series bookings, visits, stays in rooms and the check-in code's version. */
export async function answerDataExport(tx: TxClient<Client>, p: PayloadOf<typeof GdprEvents.DataExportRequested>): Promise<void> {
  await publishDataExportPart(tx, p.exportId, await personRowsOf(tx, p.attendeeId, p.applicationUserId));
}
