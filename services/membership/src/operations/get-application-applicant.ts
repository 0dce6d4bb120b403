import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { findAttendee } from '../store/attendees.ts';
import { isInterested } from '../domain/attendee.ts';
import { atPublicLocation } from './application-steps.ts';

/**
 * An interested person (no login yet) of the location's company, by name only, so they can go on
 * to apply. A member, a deleted person or one of another company answers 404: anonymous callers
 * learn nothing else about people.
 */
export function getApplicationApplicant(db: Db<Client>, attendeeId: string, locationId: string) {
  return atPublicLocation(db, locationId, async (tx) => {
    const row = await findAttendee(tx, attendeeId);
    if (!row || !isInterested(row.applicationUserId)) throw notFound('Attendee');
    return { id: row.id, firstName: row.firstName, lastName: row.lastName };
  });
}
