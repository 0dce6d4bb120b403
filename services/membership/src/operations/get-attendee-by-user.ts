import { notFound, type Db } from '@takt/kit';
import { findAttendeeByUser, viewOf, type AttendeeView } from '../store/attendees.ts';
import type { Client } from '../store/client.ts';

/** The attendee whose login is this application user. */
export function getAttendeeByUser(db: Db<Client>, applicationUserId: string): Promise<AttendeeView> {
  return db.tx(async (tx) => {
    const row = await findAttendeeByUser(tx, applicationUserId);
    if (!row) throw notFound('Attendee');
    return viewOf(tx, row);
  });
}
