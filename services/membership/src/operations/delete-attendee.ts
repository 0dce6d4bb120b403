import { notFound, type Db } from '@takt/kit';
import { isInterested } from '../domain/attendee.ts';
import { publishAttendeeDeleted } from '../events/attendee-changed.ts';
import { markAttendeeDeleted } from '../store/attendees.ts';
import type { Client } from '../store/client.ts';
import { mustFindAttendee } from './attendee-steps.ts';

/**
 * Soft delete: the row stays with a deleted date (invoices and bookings keep naming it), leaves
 * every list and read, and gives its member number back. `only` limits it to members or
 * interested persons (DeleteInterested answers 404 for a member).
 */
export async function deleteAttendee(db: Db<Client>, id: string, only?: 'interested'): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    const row = await mustFindAttendee(tx, id);
    if (only === 'interested' && !isInterested(row.applicationUserId)) throw notFound('Interested person');
    const at = new Date();
    await markAttendeeDeleted(tx, id, at);
    await publishAttendeeDeleted(tx, row, at);
  });
  return { ok: true };
}
