import { notFound, type Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import { asJson } from '../domain/data-export.ts';
import { publishDataExportRequested, recordAttendeeAudit } from '../events/gdpr.ts';
import type { Client } from '../store/client.ts';
import { insertDataExport } from '../store/data-exports.ts';
import { findUnerasedAttendee, personRowsOf } from '../store/person-data.ts';

/**
 * GDPR access (decision 0037): records membership's own part and asks every other service for
 * theirs; the export is complete once all have answered. Audited.
 */
export async function startDataExport(db: Db<Client>, caller: UserCaller, attendeeId: string): Promise<{ exportId: string }> {
  return db.tx(async (tx) => {
    const attendee = await findUnerasedAttendee(tx, attendeeId);
    if (!attendee) throw notFound('Attendee');
    const exportId = await insertDataExport(tx, attendeeId, caller.userId, asJson(await personRowsOf(tx, attendeeId)));
    await publishDataExportRequested(tx, exportId, { attendeeId, applicationUserId: attendee.applicationUserId });
    await recordAttendeeAudit(tx, attendeeId, 'data_exported', caller.userId, { exportId: { from: null, to: exportId } });
    return { exportId };
  });
}
